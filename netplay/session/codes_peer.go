package session

// CodeHostUnusable marks a joiner's note of something its host sent that
// it could not use and ignored (an unreadable frame, a second start, the
// Patrón's openings before the end, options that start no game): the
// game goes on, and the screens say so in their own language.
const CodeHostUnusable = "host-unusable"
