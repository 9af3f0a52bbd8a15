/**
 * EU membership by year, for the `EU` group of an imported release (a year counts when the
 * country was a member for the whole calendar year: the UK's last year is 2019, Croatia's first
 * 2013). The synthetic world's EU is today's 27 in every year.
 */
const JOINED: [number, string[]][] = [
  [1958, ['BE', 'DE', 'FR', 'IT', 'LU', 'NL']],
  [1973, ['DK', 'IE', 'GB']],
  [1981, ['GR']],
  [1986, ['ES', 'PT']],
  [1995, ['AT', 'FI', 'SE']],
  [2004, ['CY', 'CZ', 'EE', 'HU', 'LV', 'LT', 'MT', 'PL', 'SK', 'SI']],
  [2007, ['BG', 'RO']],
  [2013, ['HR']],
];
const LEFT: Record<string, number> = { GB: 2020 };

/** The EU's members in `year` (alpha-2 ids). */
export function euMembersIn(year: number): string[] {
  const out: string[] = [];
  for (const [since, ids] of JOINED)
    if (year >= since) for (const id of ids) if (!(LEFT[id] !== undefined && year >= LEFT[id])) out.push(id);
  return out.sort();
}

export const EU_NOTE_BY_YEAR =
  'Members by year: 12 until 1994, 15 from 1995, 25 from 2004, 27 from 2007, 28 from 2013 (Croatia), 27 from 2020 (the United Kingdom left). As reporter: extra-EU trade only (members with non-members of that year).';
