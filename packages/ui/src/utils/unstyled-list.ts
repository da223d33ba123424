/**
 * The reset of a list laid out as cards, steps or links: no bullets or numbers and no indent.
 * Spread it into a `ul`'s or `ol`'s style; the list keeps its semantics.
 */
export const unstyledList = { listStyle: 'none', margin: 0, padding: 0 } as const;
