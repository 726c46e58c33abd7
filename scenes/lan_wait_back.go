package scenes

import "patron/scenes/words"

// When the host is back the joiner's table is made again from the host's
// log (backAtTable). What the people said at the table before the host
// dropped is still theirs, and the wait's banner gives way to one saying
// the host is back, so a player who looked away sees why the table moves
// again.

// handOver gives q, the table made again, what p showed of the table's
// talk and news.
func (p *Play) handOver(a *App, q *Play) {
	q.M.Chats, q.M.ChatsSaid = p.M.Chats, p.M.ChatsSaid
	q.net.notice, q.net.lost, q.net.ticks = p.net.notice, p.net.lost, p.net.ticks // news fades on the same count
	q.net.banner = q.news(a.Lang.T(words.HostBack))
}
