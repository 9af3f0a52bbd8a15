/**
 * Everyday names of the products people look for most, to the HS 2022 code that holds them:
 * the catalog's names are the nomenclature's ("Petroleum oils and oils obtained from bituminous
 * minerals, crude"), which no one types. Source: the HS 2022 heading texts (WCO Harmonized
 * System Nomenclature 2022, the tables in src/lib/hs), each everyday name matched by hand to the
 * heading or HS6 code whose text covers it; the list of names is the products most looked up on
 * trade sites (crude oil, cars, chips, soybeans, gold, coffee, wine…). A name here wins over the
 * catalog search, which matches words in the nomenclature's text.
 */
const EVERYDAY_PRODUCTS: ReadonlyMap<string, { code: string; name: string }> = new Map(
  (
    [
      [['oil', 'crude', 'crude oil', 'petroleum', 'crude petroleum'], '2709', 'Crude petroleum'],
      [
        ['petrol', 'gasoline', 'diesel', 'fuel', 'refined petroleum', 'jet fuel'],
        '2710',
        'Refined petroleum',
      ],
      [['natural gas', 'gas', 'lng'], '2711', 'Petroleum gases'],
      [['coal'], '2701', 'Coal'],
      [['gold'], '7108', 'Gold'],
      [['silver'], '7106', 'Silver'],
      [['diamonds', 'diamond'], '7102', 'Diamonds'],
      [
        ['semiconductors', 'semiconductor', 'microchips', 'microchip', 'chips', 'integrated circuits'],
        '8542',
        'Integrated circuits',
      ],
      [['phones', 'smartphones', 'mobile phones', 'telephones'], '8517', 'Telephones'],
      [['computers', 'laptops'], '8471', 'Computers'],
      [['cars', 'car', 'automobiles', 'motor cars'], '8703', 'Cars'],
      [['trucks', 'lorries'], '8704', 'Trucks'],
      [['car parts', 'auto parts'], '8708', 'Vehicle parts'],
      [['aircraft', 'planes', 'airplanes'], '8802', 'Aircraft'],
      [['medicines', 'medicine', 'drugs', 'pharmaceuticals'], '3004', 'Packaged medicaments'],
      [['vaccines', 'blood'], '3002', 'Vaccines and blood'],
      [['soybeans', 'soybean', 'soya', 'soya beans', 'soy'], '1201', 'Soybeans'],
      [['wheat'], '1001', 'Wheat'],
      [['maize', 'corn'], '1005', 'Maize (corn)'],
      [['rice'], '1006', 'Rice'],
      [['coffee'], '0901', 'Coffee'],
      [['tea'], '0902', 'Tea'],
      [['cocoa', 'cocoa beans'], '1801', 'Cocoa beans'],
      [['sugar'], '1701', 'Sugar'],
      [['wine'], '2204', 'Wine'],
      [['beer'], '2203', 'Beer'],
      [['palm oil'], '1511', 'Palm oil'],
      [['beef'], '0201', 'Beef'],
      [['bananas', 'banana'], '0803', 'Bananas'],
      [['flowers', 'cut flowers'], '0603', 'Cut flowers'],
      [['iron ore'], '2601', 'Iron ore'],
      [['copper'], '7403', 'Refined copper'],
      [['steel'], '7208', 'Flat-rolled steel'],
      [['cotton'], '5201', 'Cotton'],
      [['solar panels', 'solar cells'], '854143', 'Photovoltaic cells in modules or panels'],
      [['batteries', 'lithium batteries'], '8507', 'Electric accumulators (batteries)'],
    ] as const
  ).flatMap(([names, code, name]) => names.map((n) => [n, { code, name }] as const)),
);

/** The everyday name the words are, if any ("crude oil", "Microchips"). */
export function everydayProduct(words: string): { code: string; name: string } | null {
  return EVERYDAY_PRODUCTS.get(words.trim().toLowerCase()) ?? null;
}
