// Where the bet slip is kept, alone in its file: the home page reads it at first paint, the slip's code comes later.

/** Present only while the slip holds a pick, so the home page knows whether to fetch the slip at all. */
export const SLIP_SLOT = 'bet-slip';
