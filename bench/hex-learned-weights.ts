/** Hex learned evaluation weights (bench/hex-learn.ts --fit on 1,000 easy self-play games, seeds 20000-20499 and 30000-30499), in the order of FEATURES. */
export const HEX_WEIGHTS: readonly number[] = [0.7979, 3.7719, -0.0174, -0.0406, 0.2482, 0.0917, 0.1167, -0.1542, 0.5141];
