/**
 * Real HS 2022 subheadings among the most traded, with their codes and concise names.
 * Format: `hs6|name|world` where `world` (optional) is the approximate world export value in
 * billions of USD around 2022: it pins the product's weight in the generator. Codes without a
 * value get a weight a few times their heading's average.
 */
export const HS_NAMED = `
010121|Horses, pure-bred breeding animals
010229|Live cattle, other than pure-bred breeding animals|9
010392|Live swine, weighing 50 kg or more
010511|Fowls (Gallus domesticus), live, weighing not more than 185 g
020130|Meat of bovine animals, boneless, fresh or chilled|25
020230|Meat of bovine animals, boneless, frozen|30
020319|Meat of swine, fresh or chilled, other cuts
020329|Meat of swine, frozen, other cuts|18
020442|Meat of sheep, frozen, other cuts with bone in
020714|Cuts and offal of fowls (Gallus domesticus), frozen|16
020712|Fowls (Gallus domesticus), not cut in pieces, frozen
020649|Edible offal of swine, frozen, other
030214|Atlantic salmon and Danube salmon, fresh or chilled|14
030313|Atlantic salmon and Danube salmon, frozen
030354|Mackerel, frozen
030441|Fillets of Pacific, Atlantic and Danube salmon, fresh or chilled|6
030487|Fillets of tunas, skipjack or stripe-bellied bonito, frozen
030617|Other shrimps and prawns, frozen|20
030743|Cuttle fish and squid, frozen
040210|Milk and cream in powder, fat content not exceeding 1.5%|7
040221|Milk and cream in powder, fat content exceeding 1.5%, unsweetened|9
040410|Whey and modified whey
040510|Butter
040610|Fresh cheese, including whey cheese, and curd
040690|Cheese, other|30
040900|Natural honey
060311|Roses, cut, fresh
060290|Other live plants
070190|Potatoes, fresh or chilled, other than seed
070200|Tomatoes, fresh or chilled|9
070310|Onions and shallots, fresh or chilled
070320|Garlic, fresh or chilled
070960|Fruits of the genus Capsicum or Pimenta, fresh or chilled
071080|Other vegetables, frozen
071390|Dried leguminous vegetables, shelled, other
071410|Manioc (cassava), fresh, chilled, frozen or dried
080132|Cashew nuts, shelled
080212|Almonds, shelled
080232|Walnuts, shelled
080262|Macadamia nuts, shelled
080390|Bananas, fresh or dried, other than plantains|14
080430|Pineapples, fresh or dried
080440|Avocados, fresh or dried|7
080450|Guavas, mangoes and mangosteens, fresh or dried
080510|Oranges, fresh or dried
080550|Lemons and limes, fresh or dried
080610|Grapes, fresh|9
080620|Grapes, dried (raisins)
080810|Apples, fresh|7
080830|Pears, fresh
080929|Cherries, fresh, other than sour cherries
081010|Strawberries, fresh
081040|Cranberries, bilberries and other fruits of the genus Vaccinium, fresh
081050|Kiwifruit, fresh
090111|Coffee, not roasted, not decaffeinated|34
090112|Coffee, not roasted, decaffeinated
090121|Coffee, roasted, not decaffeinated|12
090230|Black tea, fermented, in packings not exceeding 3 kg
090240|Black tea, fermented, other|4
090411|Pepper of the genus Piper, neither crushed nor ground
090510|Vanilla, neither crushed nor ground
090831|Cardamoms, neither crushed nor ground
100119|Durum wheat, other than seed
100199|Wheat and meslin, other than seed and durum wheat|60
100390|Barley, other than seed|12
100590|Maize (corn), other than seed|55
100630|Semi-milled or wholly milled rice|22
100640|Broken rice
100790|Grain sorghum, other than seed
110100|Wheat or meslin flour
110710|Malt, not roasted
110812|Maize (corn) starch
120190|Soya beans, whether or not broken, other than seed|75
120242|Ground-nuts, shelled, not roasted
120510|Low erucic acid rape or colza seeds|12
120600|Sunflower seeds, whether or not broken
120740|Sesamum seeds
130219|Vegetable saps and extracts, other
150710|Soya-bean oil, crude|10
150920|Extra virgin olive oil
151110|Palm oil, crude|20
151190|Palm oil and its fractions, refined, other|22
151211|Sunflower-seed or safflower oil, crude|14
151321|Palm kernel or babassu oil, crude
151411|Low erucic acid rape or colza oil, crude
160232|Prepared or preserved meat of fowls (Gallus domesticus)
160414|Tunas, skipjack and bonito, prepared or preserved, whole or in pieces
160521|Shrimps and prawns, prepared or preserved, not in airtight container
170114|Cane sugar, raw, other than for refining with added flavouring|14
170199|Cane or beet sugar, refined, other|12
170490|Sugar confectionery not containing cocoa, other
180100|Cocoa beans, whole or broken, raw or roasted|10
180400|Cocoa butter, fat and oil
180632|Chocolate in blocks, slabs or bars, not filled
180690|Chocolate and other food preparations containing cocoa, other|20
190110|Preparations for infant use, put up for retail sale|16
190190|Malt extract; food preparations of flour, meal, starch or milk, other
190219|Uncooked pasta, not stuffed or otherwise prepared, not containing eggs
190531|Sweet biscuits
190590|Bread, pastry, cakes, biscuits and other bakers' wares, other|25
200911|Orange juice, frozen
210111|Extracts, essences and concentrates of coffee
210390|Sauces and preparations therefor; mixed condiments and seasonings, other
210690|Food preparations n.e.s., other|45
220210|Waters, including mineral and aerated waters, containing added sugar or flavoured
220299|Non-alcoholic beverages, other
220300|Beer made from malt|17
220410|Sparkling wine
220421|Wine of fresh grapes, in containers holding 2 l or less|28
220710|Undenatured ethyl alcohol of an alcoholic strength by volume of 80% vol or higher
220720|Ethyl alcohol and other spirits, denatured, of any strength
220820|Spirits obtained by distilling grape wine or grape marc (cognac, brandy)
220830|Whiskies|14
220860|Vodka
230400|Oil-cake and other solid residues of soya-bean oil extraction|30
230120|Flours, meals and pellets of fish or of crustaceans, unfit for human consumption
230910|Dog or cat food, put up for retail sale|12
230990|Preparations of a kind used in animal feeding, other|20
240120|Tobacco, partly or wholly stemmed or stripped
240220|Cigarettes containing tobacco|20
240412|Products containing nicotine, for inhalation without combustion, other
252329|Portland cement, other than white
260111|Iron ores and concentrates, non-agglomerated|150
260112|Iron ores and concentrates, agglomerated|25
260200|Manganese ores and concentrates
260300|Copper ores and concentrates|75
260400|Nickel ores and concentrates
260500|Cobalt ores and concentrates
260600|Aluminium ores and concentrates (bauxite)
260700|Lead ores and concentrates
260800|Zinc ores and concentrates
260900|Tin ores and concentrates
261000|Chromium ores and concentrates
261690|Precious metal ores and concentrates, other than silver ores
270111|Anthracite, whether or not pulverised, not agglomerated
270112|Bituminous coal, whether or not pulverised, not agglomerated|220
270119|Other coal, whether or not pulverised, not agglomerated|30
270400|Coke and semi-coke of coal, of lignite or of peat; retort carbon
270900|Petroleum oils and oils obtained from bituminous minerals, crude|1350
271012|Light petroleum oils and preparations (motor spirit, naphtha)|300
271019|Medium and heavy petroleum oils and preparations (gas oil, fuel oils, kerosene)|520
271020|Petroleum oils containing biodiesel, other than waste oils
271111|Natural gas, liquefied|330
271112|Propane, liquefied|45
271113|Butanes, liquefied
271121|Natural gas in gaseous state|380
271311|Petroleum coke, not calcined
271320|Petroleum bitumen
271600|Electrical energy|90
280461|Silicon containing by weight not less than 99.99% of silicon
280469|Silicon, other
281410|Anhydrous ammonia
281820|Aluminium oxide, other than artificial corundum|25
282520|Lithium oxide and hydroxide
283691|Lithium carbonates
290121|Ethylene
290243|p-Xylene
290511|Methanol (methyl alcohol)
291736|Terephthalic acid and its salts
293399|Heterocyclic compounds with nitrogen hetero-atom(s) only, other|40
293490|Other heterocyclic compounds; nucleic acids and their salts, other|35
294200|Other organic compounds
300212|Antisera and other blood fractions|40
300214|Immunological products, mixed, not put up in measured doses or for retail sale
300215|Immunological products, put up in measured doses or in forms or packings for retail sale|130
300241|Vaccines for human medicine|60
300290|Human or animal blood, toxins, cultures of micro-organisms, other
300390|Medicaments, not in measured doses, other
300420|Medicaments containing other antibiotics, in measured doses
300431|Medicaments containing insulin, in measured doses
300439|Medicaments containing other hormones, in measured doses
300450|Medicaments containing vitamins, in measured doses
300490|Medicaments consisting of mixed or unmixed products, in measured doses, other|450
300510|Adhesive dressings and other articles having an adhesive layer
310210|Urea, whether or not in aqueous solution|30
310230|Ammonium nitrate, whether or not in aqueous solution
310420|Potassium chloride|30
310520|Mineral or chemical fertilisers containing nitrogen, phosphorus and potassium
310530|Diammonium hydrogenorthophosphate (diammonium phosphate)|15
310540|Ammonium dihydrogenorthophosphate (monoammonium phosphate)
320890|Paints and varnishes based on synthetic polymers, non-aqueous medium, other
320910|Paints and varnishes based on acrylic or vinyl polymers, in an aqueous medium
330210|Mixtures of odoriferous substances of a kind used in the food or drink industries
330300|Perfumes and toilet waters|20
330499|Beauty or make-up preparations and skin care preparations, other|45
330510|Shampoos
340250|Washing and cleaning preparations, put up for retail sale
340290|Washing and cleaning preparations, other
350790|Enzymes and prepared enzymes, other
380891|Insecticides
380892|Fungicides
380893|Herbicides, anti-sprouting products and plant-growth regulators
382499|Chemical products and preparations of the chemical or allied industries n.e.s., other|40
390110|Polyethylene having a specific gravity of less than 0.94|30
390120|Polyethylene having a specific gravity of 0.94 or more|30
390210|Polypropylene, in primary forms|30
390410|Poly(vinyl chloride), not mixed with any other substances
390761|Poly(ethylene terephthalate), viscosity number of 78 ml/g or higher
392010|Plates, sheets, film, foil and strip of polymers of ethylene
392321|Sacks and bags (including cones) of polymers of ethylene
392330|Carboys, bottles, flasks and similar articles, of plastics
392690|Other articles of plastics|50
400110|Natural rubber latex
400122|Technically specified natural rubber (TSNR)
401110|New pneumatic tyres of rubber, of a kind used on motor cars|40
401120|New pneumatic tyres of rubber, of a kind used on buses or lorries|18
401519|Gloves, mittens and mitts of vulcanised rubber, other than surgical
401699|Other articles of vulcanised rubber, other
420221|Handbags, with outer surface of leather or of composition leather|18
420222|Handbags, with outer surface of plastic sheeting or of textile materials
420292|Containers with outer surface of plastic sheeting or of textile materials, other
440131|Wood pellets
440711|Wood of pine (Pinus spp.), sawn or chipped lengthwise, thickness exceeding 6 mm
440712|Wood of fir (Abies spp.) and spruce (Picea spp.), sawn or chipped lengthwise
470321|Chemical wood pulp, soda or sulphate, semi-bleached or bleached, coniferous|12
470329|Chemical wood pulp, soda or sulphate, semi-bleached or bleached, non-coniferous|15
480100|Newsprint, in rolls or sheets
480411|Kraftliner, unbleached
481810|Toilet paper
481910|Cartons, boxes and cases, of corrugated paper or paperboard
481920|Folding cartons, boxes and cases, of non-corrugated paper or paperboard
490199|Printed books, brochures and similar printed matter, other
520100|Cotton, not carded or combed|25
520512|Single cotton yarn, of uncombed fibres, 232.56 decitex to 714.29 decitex
610910|T-shirts, singlets and other vests, of cotton, knitted or crocheted|30
610990|T-shirts, singlets and other vests, of other textile materials, knitted
611020|Jerseys, pullovers, cardigans, waistcoats, of cotton, knitted or crocheted|20
611030|Jerseys, pullovers, cardigans, waistcoats, of man-made fibres, knitted|22
610462|Women's or girls' trousers and shorts, of cotton, knitted
620342|Men's or boys' trousers and shorts, of cotton, not knitted|22
620462|Women's or girls' trousers and shorts, of cotton, not knitted|18
620520|Men's or boys' shirts, of cotton, not knitted
621210|Brassières
630790|Other made up textile articles, including face masks, other|30
630900|Worn clothing and other worn articles
640299|Other footwear with outer soles and uppers of rubber or plastics, other|25
640399|Other footwear with outer soles of rubber or plastics and uppers of leather|25
640411|Sports footwear with uppers of textile materials; tennis shoes, basketball shoes|20
690721|Ceramic tiles, of a water absorption coefficient by weight not exceeding 0.5%
691110|Tableware and kitchenware, of porcelain or china
701090|Carboys, bottles, flasks, jars and other containers of glass, other
710231|Diamonds, non-industrial, unworked or simply sawn, cleaved or bruted|30
710239|Diamonds, non-industrial, worked but not mounted or set|100
710691|Silver, unwrought|15
710812|Gold, non-monetary, unwrought, other than powder|420
710813|Gold, non-monetary, in other semi-manufactured forms|40
711011|Platinum, unwrought or in powder form|15
711021|Palladium, unwrought or in powder form|20
711311|Articles of jewellery of silver
711319|Articles of jewellery of other precious metal|55
720241|Ferro-chromium containing by weight more than 4% of carbon
720260|Ferro-nickel
720449|Ferrous waste and scrap, other|35
720711|Semi-finished products of iron or non-alloy steel, rectangular, less than 0.25% carbon
720839|Flat-rolled products of iron or non-alloy steel, hot-rolled, in coils, less than 3 mm thick
721049|Flat-rolled products of iron or non-alloy steel, plated or coated with zinc, other
730890|Structures and parts of structures of iron or steel, other|25
731815|Screws and bolts of iron or steel, threaded, other
732690|Articles of iron or steel, other|30
740311|Cathodes and sections of cathodes of refined copper|90
740400|Copper waste and scrap|25
740811|Wire of refined copper, maximum cross-sectional dimension exceeding 6 mm
750210|Nickel, not alloyed, unwrought
760110|Aluminium, not alloyed, unwrought|55
760120|Aluminium alloys, unwrought|35
760612|Aluminium alloy plates, sheets and strip, rectangular, thickness exceeding 0.2 mm
790111|Zinc, not alloyed, containing by weight 99.99% or more of zinc
800110|Tin, not alloyed
840734|Spark-ignition reciprocating piston engines for vehicles, cylinder capacity exceeding 1,000 cc
840820|Compression-ignition engines of a kind used for the propulsion of vehicles of chapter 87
840991|Parts for spark-ignition internal combustion piston engines
841112|Turbo-jets, of a thrust exceeding 25 kN
841191|Parts of turbo-jets or turbo-propellers|55
841510|Air conditioning machines, window or wall types, self-contained or split-system
841810|Combined refrigerator-freezers, fitted with separate external doors or drawers
842952|Self-propelled machinery with a 360 degree revolving superstructure (excavators)
843149|Parts of machinery of headings 8426, 8429 or 8430, other
844399|Parts and accessories of printers, copying machines and facsimile machines, other
847130|Portable automatic data processing machines, weighing not more than 10 kg (laptops)|220
847150|Processing units other than those of subheading 8471.41 or 8471.49
847170|Storage units
847180|Other units of automatic data processing machines
847330|Parts and accessories of the machines of heading 8471|150
847989|Machines and mechanical appliances having individual functions, other|40
848180|Taps, cocks, valves and similar appliances, other|45
848210|Ball bearings
848340|Gears and gearing; ball or roller screws; gear boxes and other speed changers
848620|Machines and apparatus for the manufacture of semiconductor devices or of electronic integrated circuits|80
848690|Parts and accessories of machines of heading 8486
850440|Static converters|90
850760|Lithium-ion accumulators|110
851713|Smartphones|480
851714|Other telephones for cellular networks or for other wireless networks
851762|Machines for the reception, conversion and transmission or regeneration of voice, images or other data|260
851779|Parts of telephone sets and transmission apparatus, other than aerials|80
851830|Headphones and earphones, whether or not combined with a microphone
852351|Solid-state non-volatile storage devices|40
852352|Smart cards
852589|Television cameras, digital cameras and video camera recorders, other
852872|Reception apparatus for television, other, colour
853690|Electrical apparatus for switching or protecting circuits, not exceeding 1,000 V, other
853710|Boards, panels, consoles, desks for electric control, for a voltage not exceeding 1,000 V|50
854142|Photovoltaic cells not assembled in modules or made up into panels
854143|Photovoltaic cells assembled in modules or made up into panels|50
854231|Processors and controllers (electronic integrated circuits)|330
854232|Memories (electronic integrated circuits)|190
854233|Amplifiers (electronic integrated circuits)|25
854239|Other electronic integrated circuits|230
854290|Parts of electronic integrated circuits
854442|Electric conductors, for a voltage not exceeding 1,000 V, fitted with connectors|50
870322|Motor cars with spark-ignition engine, cylinder capacity 1,000 cc to 1,500 cc|70
870323|Motor cars with spark-ignition engine, cylinder capacity 1,500 cc to 3,000 cc|380
870324|Motor cars with spark-ignition engine, cylinder capacity exceeding 3,000 cc|140
870332|Motor cars with diesel engine, cylinder capacity 1,500 cc to 2,500 cc|40
870340|Motor cars, hybrid spark-ignition and electric, not chargeable by plugging|55
870360|Motor cars, hybrid spark-ignition and electric, chargeable by plugging (plug-in)|35
870380|Motor cars with only an electric motor for propulsion|150
870421|Goods vehicles with diesel engine, gross vehicle weight not exceeding 5 tonnes|35
870431|Goods vehicles with spark-ignition engine, gross vehicle weight not exceeding 5 tonnes|25
870829|Parts and accessories of bodies (including cabs) of motor vehicles, other
870840|Gear boxes and parts thereof, for motor vehicles
870850|Drive-axles with differential and non-driving axles, for motor vehicles
870870|Road wheels and parts and accessories thereof, for motor vehicles
870899|Other parts and accessories of motor vehicles|170
871160|Motorcycles and cycles with electric motor for propulsion
871200|Bicycles and other cycles (including delivery tricycles), not motorised
880230|Aeroplanes and other aircraft, of an unladen weight between 2,000 kg and 15,000 kg
880240|Aeroplanes and other aircraft, of an unladen weight exceeding 15,000 kg|130
880730|Other parts of aeroplanes, helicopters or unmanned aircraft|60
890120|Tankers|20
890190|Other vessels for the transport of goods and other vessels for persons and goods|35
890520|Floating or submersible drilling or production platforms
901839|Needles, catheters, cannulae and the like|30
901890|Instruments and appliances used in medical, surgical or veterinary sciences, other|60
902139|Artificial parts of the body, other
903180|Measuring or checking instruments, appliances and machines, other
910221|Wrist-watches with automatic winding, other than with case of precious metal
910111|Wrist-watches with case of precious metal, battery powered, with mechanical display only
940190|Parts of seats
940360|Wooden furniture, other
950300|Tricycles, scooters, pedal cars and similar wheeled toys; dolls; other toys; puzzles|45
950450|Video game consoles and machines, other than those of subheading 9504.30|20
961900|Sanitary towels (pads) and tampons, napkins (diapers) and napkin liners|15
`;
