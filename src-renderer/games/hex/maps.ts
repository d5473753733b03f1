/** The built-in battlefields the new-game form offers, standard first (the engine's map ids). */
export const HEX_MAPS = ['crossfire', 'sixfold'] as const;
