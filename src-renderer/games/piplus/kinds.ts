/** Piplus's three dice in the order each seat holds them (plain data: the flat board and the decisions need no 3D code). */
export const DIE_KINDS = ['d4', 'd6', 'd8'] as const;
