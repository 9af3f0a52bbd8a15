/**
 * Quantity units written as words (`kilograms`, `Number of items`), as a service built on
 * Comtrade or BACI may send them, read as our unit codes (`kg`, `u`). An unknown word is kept
 * verbatim: better an unfamiliar unit than a wrong one.
 */
const UNIT_WORDS: Record<string, string> = {
  kilogram: 'kg',
  kilograms: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kgs: 'kg',
  tonne: 't',
  tonnes: 't',
  ton: 't',
  tons: 't',
  'metric ton': 't',
  'metric tons': 't',
  gram: 'g',
  grams: 'g',
  item: 'u',
  items: 'u',
  unit: 'u',
  units: 'u',
  piece: 'u',
  pieces: 'u',
  'number of items': 'u',
  number: 'u',
  pair: 'pair',
  pairs: 'pair',
  'number of pairs': 'pair',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  'square metre': 'm2',
  'square metres': 'm2',
  'square meter': 'm2',
  'square meters': 'm2',
  'cubic metre': 'm3',
  'cubic metres': 'm3',
  'cubic meter': 'm3',
  'cubic meters': 'm3',
  'kilowatt hour': 'kWh',
  'kilowatt hours': 'kWh',
  'kilowatt-hour': 'kWh',
  'kilowatt-hours': 'kWh',
  'thousand kilowatt-hours': 'MWh',
  carat: 'ct',
  carats: 'ct',
};

/** Our unit code for a service's unit; codes and unknown words come back unchanged. */
export function unitCode(unit: string): string {
  const word = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  return UNIT_WORDS[word] ?? unit;
}
