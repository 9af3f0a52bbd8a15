/**
 * The engine tests' hand-made world: seven countries (AQ without trade), World, the EU (France
 * and Germany) and a second group XA (Brazil and the US), eight products in five chapters and
 * four units, 31 rows in six of the sixteen years (gaps in between), with a zero value, null
 * and zero quantities, intra-group trade and ties in value. Countries are listed out of id order
 * (FR before DE) so that "ties by id" and "ties by index" differ.
 */
import type { TinyWorldSpec } from './tiny-world';

export const TINY_SPEC: TinyWorldSpec = {
  countries: [
    {
      id: 'FR',
      iso3: 'FRA',
      name: 'France',
      region: 'Europe',
      subregion: 'Western Europe',
      altNames: ['French Republic'],
    },
    {
      id: 'DE',
      iso3: 'DEU',
      name: 'Germany',
      region: 'Europe',
      subregion: 'Western Europe',
      altNames: ['Federal Republic of Germany'],
    },
    {
      id: 'BR',
      iso3: 'BRA',
      name: 'Brazil',
      region: 'Americas',
      subregion: 'South America',
      altNames: ['Federative Republic of Brazil', 'Brasil'],
    },
    {
      id: 'US',
      iso3: 'USA',
      name: 'United States',
      region: 'Americas',
      subregion: 'North America',
      altNames: ['United States of America', 'USA'],
    },
    {
      id: 'CI',
      iso3: 'CIV',
      name: "Côte d'Ivoire",
      region: 'Africa',
      subregion: 'Western Africa',
      altNames: ["Republic of Côte d'Ivoire", 'Ivory Coast'],
    },
    {
      id: 'KE',
      iso3: 'KEN',
      name: 'Kenya',
      region: 'Africa',
      subregion: 'Eastern Africa',
      altNames: ['Republic of Kenya'],
      note: 'A note on Kenya.',
    },
    { id: 'AQ', iso3: 'ATA', name: 'Antarctica', region: 'Antarctic', note: 'No recorded trade.' },
  ],
  groups: [
    { id: 'EU', name: 'European Union', members: ['FR', 'DE'], region: 'Europe', note: 'Two members here.' },
    { id: 'XA', name: 'Americas test group', members: ['BR', 'US'] },
  ],
  // Out of code order on purpose: the catalog sorts them.
  products: [
    { hs6: '870380', name: 'Motor cars: electric' },
    { hs6: '090111', name: 'Coffee, not roasted, not decaffeinated' },
    { hs6: '710812', name: 'Gold, non-monetary, unwrought' },
    { hs6: '090121', name: 'Coffee, roasted, not decaffeinated' },
    { hs6: '220421', name: 'Wine of fresh grapes, in containers of 2 l or less' },
    { hs6: '090210', name: 'Green tea (not fermented), packings of 3 kg or less' },
    { hs6: '640399', name: 'Footwear with leather uppers: other' },
    { hs6: '870323', name: 'Motor cars: spark ignition, 1,500 to 3,000 cc' },
  ],
  rows: [
    // Coffee (kg)
    { exporter: 'BR', importer: 'US', hs6: '090111', year: 2012, value_usd: 5000, quantity: 1000 },
    { exporter: 'BR', importer: 'US', hs6: '090111', year: 2014, value_usd: 7000, quantity: 1400 },
    { exporter: 'BR', importer: 'DE', hs6: '090111', year: 2014, value_usd: 3000, quantity: null },
    { exporter: 'BR', importer: 'FR', hs6: '090111', year: 2014, value_usd: 3000, quantity: 600 },
    { exporter: 'CI', importer: 'FR', hs6: '090111', year: 2015, value_usd: 2000, quantity: 500 },
    { exporter: 'CI', importer: 'DE', hs6: '090111', year: 2015, value_usd: 2000, quantity: 400 },
    { exporter: 'CI', importer: 'US', hs6: '090121', year: 2015, value_usd: 0, quantity: 0 },
    { exporter: 'US', importer: 'CI', hs6: '090121', year: 2020, value_usd: 1500, quantity: 100 },
    { exporter: 'DE', importer: 'FR', hs6: '090121', year: 2014, value_usd: 800, quantity: 80 },
    { exporter: 'US', importer: 'BR', hs6: '090111', year: 2025, value_usd: 900, quantity: 300 },
    { exporter: 'BR', importer: 'US', hs6: '090121', year: 2014, value_usd: 900, quantity: 90 },
    // Tea (kg)
    { exporter: 'FR', importer: 'DE', hs6: '090210', year: 2014, value_usd: 400, quantity: 40 },
    { exporter: 'KE', importer: 'DE', hs6: '090210', year: 2020, value_usd: 900, quantity: null },
    { exporter: 'KE', importer: 'US', hs6: '090210', year: 2012, value_usd: 1100, quantity: 220 },
    { exporter: 'KE', importer: 'FR', hs6: '090210', year: 2010, value_usd: 300, quantity: 30 },
    { exporter: 'KE', importer: 'FR', hs6: '090210', year: 2015, value_usd: 0, quantity: null },
    // Wine (l)
    { exporter: 'FR', importer: 'US', hs6: '220421', year: 2014, value_usd: 6000, quantity: 3000 },
    { exporter: 'FR', importer: 'BR', hs6: '220421', year: 2020, value_usd: 2500, quantity: 1000 },
    { exporter: 'FR', importer: 'DE', hs6: '220421', year: 2020, value_usd: 1200, quantity: 600 },
    { exporter: 'DE', importer: 'US', hs6: '220421', year: 2025, value_usd: 700, quantity: 250 },
    // Footwear (pair)
    { exporter: 'BR', importer: 'US', hs6: '640399', year: 2014, value_usd: 900, quantity: 30 },
    { exporter: 'US', importer: 'BR', hs6: '640399', year: 2015, value_usd: 900, quantity: 45 },
    // Cars (u)
    { exporter: 'DE', importer: 'US', hs6: '870323', year: 2014, value_usd: 90000, quantity: 3 },
    { exporter: 'DE', importer: 'BR', hs6: '870380', year: 2014, value_usd: 45000, quantity: 1 },
    { exporter: 'US', importer: 'DE', hs6: '870380', year: 2020, value_usd: 60000, quantity: 2 },
    { exporter: 'DE', importer: 'FR', hs6: '870323', year: 2020, value_usd: 30000, quantity: 1 },
    { exporter: 'US', importer: 'FR', hs6: '870323', year: 2020, value_usd: 30000, quantity: 1 },
    { exporter: 'BR', importer: 'CI', hs6: '870323', year: 2025, value_usd: 25000, quantity: null },
    // Gold (kg)
    { exporter: 'CI', importer: 'DE', hs6: '710812', year: 2015, value_usd: 50000, quantity: 1 },
    { exporter: 'KE', importer: 'US', hs6: '710812', year: 2025, value_usd: 10000, quantity: 1 },
    { exporter: 'US', importer: 'KE', hs6: '710812', year: 2010, value_usd: 20000, quantity: 1 },
  ],
};
