/** Ink colours of Piplus's card faces by value (1..10 at 0..9), cool to warm, so equal cards read alike at a glance (3D and flat boards). */
export const INK: readonly string[] = ['#2f5fb3', '#2f5fb3', '#1f8a8a', '#1f8a8a', '#2e8b3e', '#2e8b3e', '#c0661b', '#c0661b', '#b3261e', '#b3261e'];
