// Package domain holds the rules of ten-pin bowling as tenpin plays them, for any number of
// players, with nothing of any user interface in it.
//
// The vocabulary:
//   - A Game is a list of players, each with the balls (rolls) they have thrown. The rolls are
//     the only state; everything else is derived from them.
//   - A frame is one player's turn at ten fresh pins: one ball for a strike, otherwise two.
//     Frame 10 re-racks whenever all ten pins fall, which earns fill balls (up to three balls).
//   - Standing is how many pins the next ball can knock down.
//   - A mark is how a scoresheet writes one ball: X (strike), / (spare), - (zero) or a digit.
//   - A frame's value is determined once its bonus balls are thrown; only then does a
//     scoreboard show its running total.
//
// Players bowl frame by frame: player 1 finishes frame 1, then player 2 bowls frame 1, and so
// on, then everybody's frame 2, up to frame 10. The game is over when every frame 10 is done.
package domain
