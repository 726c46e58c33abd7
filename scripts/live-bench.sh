#!/usr/bin/env bash
# scripts/live-bench.sh: the issue's goal for live tables, measured as it
# reads: one server (patron serve, its own process, as an operator runs it)
# holding TABLES live bot tables, three seats a table, each seat its own
# client and WebSocket, every commit stored durably (SQLite, WAL,
# synchronous=FULL), every bot deciding at a person's pace (THINK, varied
# by SPREAD). The clients are patron online-sim in a second process, a
# load generator standing in for the players' own machines: on a machine
# of 2 cores it must not take them from the server, so it runs at a lower
# priority (nice 19, the lowest) and without collections (GOGC=off: about 3 GB in a
# minute), whose pauses would be counted against the server. It reports
# what the clients measured (a proposal until its commit is back, and
# until each other seat applied it) and the server's own histograms.
#
#   scripts/live-bench.sh            # 1,000 tables for 60 s
#   TABLES=500 FOR=30s scripts/live-bench.sh
#   DB=postgres://… scripts/live-bench.sh   # the tables in PostgreSQL (serve --db)
#   CLIENT_NICE=0 scripts/live-bench.sh     # the clients at the server's priority
set -euo pipefail
cd "$(dirname "$0")/.."
TABLES="${TABLES:-1000}" FOR="${FOR:-60s}" THINK="${THINK:-2s}" SPREAD="${SPREAD:-0.5}"
work="$(mktemp -d)"
bin="$work/patron"
go build -o "$bin" .
port=$((20000 + RANDOM % 20000))
metrics="127.0.0.1:$((port + 1))"
"$bin" serve --plain --addr "127.0.0.1:$port" --data "$work/data" ${DB:+--db "$DB"} --calls 1000000 --conns 1000000 \
	--metrics "$metrics" 2>"$work/serve.log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
for i in $(seq 51); do
	curl -sf -o /dev/null "http://$metrics/metrics" && break
	if [ "$i" = 51 ] || ! kill -0 "$server" 2>/dev/null; then
		echo "live-bench: patron serve did not start:" >&2
		cat "$work/serve.log" >&2
		exit 1
	fi
	sleep 0.1
done
echo "live-bench: ${DB:+PostgreSQL, }$TABLES tables, think $THINK ± ${SPREAD}, for $FOR; load average $(cut -d' ' -f1-3 /proc/loadavg)"
GOGC=off nice -n "${CLIENT_NICE:-19}" "$bin" online-sim --server "http://127.0.0.1:$port" --tables "$TABLES" \
	--think "$THINK" --think-spread "$SPREAD" --for "$FOR"
curl -sf "http://$metrics/metrics" | awk '
	/^patron_commit_seconds_bucket\{le="0.05"\}/ { c50 = $2 }
	/^patron_commit_seconds_bucket\{le="0.1"\}/ { c100 = $2 }
	/^patron_commit_seconds_count/ { n = $2 }
	/^patron_sent_seconds_bucket\{le="0.1"\}/ { s100 = $2 }
	/^patron_sent_seconds_count/ { sn = $2 }
	/^patron_store_append_seconds_bucket\{le="0.01"\}/ { a10 = $2 }
	/^patron_store_append_seconds_bucket\{le="0.05"\}/ { a50 = $2 }
	/^go_memstats_heap_inuse_bytes/ { heap = $2 }
	/^process_cpu_seconds_total/ { cpu = $2 }
	/^go_gc_duration_seconds_count/ { gcs = $2 }
	END {
		printf "server: %d commits, %.2f%% stored and sent within 50 ms of their arrival, %.2f%% within 100 ms\n", n, 100 * c50 / n, 100 * c100 / n
		printf "server: %.2f%% of the commits written to each connection within 100 ms of their arrival\n", 100 * s100 / sn
		printf "server: %.2f%% of the store'"'"'s appends durable within 10 ms, %.2f%% within 50 ms\n", 100 * a10 / n, 100 * a50 / n
		printf "server: %.0f MB of heap in use, %.1f s of CPU, %d collections\n", heap / 1048576, cpu, gcs
	}'
