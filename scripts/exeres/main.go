// Command exeres makes the Windows resources of patron.exe (its icon, in
// every size Explorer asks for, and the version information its
// Properties show) as a COFF object the Go linker links in, and checks
// that a built exe carries them:
//
//	go run ./scripts/exeres -version V -year YYYY OUT.syso
//	go run ./scripts/exeres -check -version V patron.exe
//
// scripts/dist.sh puts OUT.syso, named rsrc_windows_amd64.syso, into a copy
// of the sources it builds the exe from, so the checkout never holds one
// and no other build links it. The object has no timestamp and the icon's
// PNGs are encoded by image/png, so the same version gives the same bytes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"slices"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

func main() {
	ver := flag.String("version", "", "the version, as git describe says it")
	year := flag.Int("year", 1970, "the year of the copyright line (the commit's)")
	arch := flag.String("arch", "amd64", "the exe's architecture: amd64 or arm64")
	check := flag.Bool("check", false, "check the exe named instead of writing an object")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/exeres -version V [-year YYYY] [-arch amd64] OUT.syso\n       go run ./scripts/exeres -check -version V patron.exe")
	}
	flag.Parse()
	if flag.NArg() != 1 || *ver == "" {
		flag.Usage()
		os.Exit(2)
	}
	var err error
	if *check {
		err = checkExe(flag.Arg(0), *ver)
	} else {
		var b []byte
		b, err = object(meta{Version: *ver, Year: *year}, winres.Arch(*arch))
		if err == nil {
			err = os.WriteFile(flag.Arg(0), b, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "exeres:", err)
		os.Exit(1)
	}
}

// checkExe reads the resources back out of a built exe: the icon group
// with every size, and the version information naming the product and
// the version.
func checkExe(path, ver string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	rs, err := winres.LoadFromEXE(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	group := rs.Get(winres.RT_GROUP_ICON, winres.ID(1), winres.LCIDNeutral)
	sizes, err := iconSizesIn(group)
	if err != nil {
		return fmt.Errorf("%s: icon: %w", path, err)
	}
	for _, n := range iconSizes {
		if !slices.Contains(sizes, n) {
			return fmt.Errorf("%s: the icon has no %d×%d image (it has %v)", path, n, n, sizes)
		}
	}
	data := rs.Get(winres.RT_VERSION, winres.ID(1), version.LangDefault)
	vi, err := version.FromBytes(data)
	if err != nil {
		return fmt.Errorf("%s: version information: %w", path, err)
	}
	js, err := vi.MarshalJSON()
	if err != nil {
		return err
	}
	for _, want := range []string{productName, `"FileVersion":"` + ver + `"`, description} {
		if !bytes.Contains(js, []byte(want)) {
			return fmt.Errorf("%s: the version information lacks %s: %s", path, want, js)
		}
	}
	fmt.Printf("%s: icon %v px, version %s\n", path, sizes, ver)
	return nil
}
