package scenes

// The table's news over the map (the host is back, a computer mended, a
// problem the table noted) sits at the map's top left, under the chat,
// where the hunters and sicarios of the north stand. It stayed for
// bannerCommands commands; at a table that waits for someone, no command
// came and "The host is back" covered the active hunter for as long as
// the wait lasted. Settled news now also fades after newsTicks frames,
// whichever comes first; news of something under way (a computer being
// brought back in step) stays until it is over.

// newsTicks is how long settled news stays over the map: 6 s at the
// window's 60 updates a second.
const newsTicks = 6 * 60

// news is a banner of settled news, from now on.
func (p *Play) news(text string) desyncBanner {
	return desyncBanner{text: text, left: bannerCommands, until: p.net.ticks + newsTicks}
}

// fadeNews counts a frame and takes the news whose time is over off the
// map. The count itself is no part of what is drawn (netKey leaves it
// out), so a table whose news waits to fade is not drawn again each frame.
func (p *Play) fadeNews() {
	p.net.ticks++
	for _, b := range []*desyncBanner{&p.net.banner, &p.net.notice} {
		if b.until > 0 && p.net.ticks >= b.until {
			*b = desyncBanner{}
		}
	}
}
