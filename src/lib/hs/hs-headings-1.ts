/** HS 2022 headings of sections I-VII (chapters 01-40), concise official-style names. */
export const HS_HEADINGS_1 = `
0101 Live horses, asses, mules and hinnies
0102 Live bovine animals
0103 Live swine
0104 Live sheep and goats
0105 Live poultry
0106 Other live animals
0201 Meat of bovine animals, fresh or chilled
0202 Meat of bovine animals, frozen
0203 Meat of swine, fresh, chilled or frozen
0204 Meat of sheep or goats, fresh, chilled or frozen
0205 Meat of horses, asses, mules or hinnies
0206 Edible offal of bovine animals, swine, sheep, goats, horses
0207 Meat and edible offal of poultry
0208 Other meat and edible meat offal
0209 Pig fat and poultry fat, not rendered
0210 Meat and edible meat offal, salted, in brine, dried or smoked
0301 Live fish
0302 Fish, fresh or chilled
0303 Fish, frozen
0304 Fish fillets and other fish meat
0305 Fish, dried, salted, in brine or smoked
0306 Crustaceans
0307 Molluscs
0308 Aquatic invertebrates other than crustaceans and molluscs
0309 Flours, meals and pellets of fish, crustaceans, molluscs, fit for human consumption
0401 Milk and cream, not concentrated nor sweetened
0402 Milk and cream, concentrated or sweetened
0403 Yogurt, buttermilk, kefir and other fermented milk and cream
0404 Whey; products of natural milk constituents n.e.s.
0405 Butter and other fats and oils derived from milk; dairy spreads
0406 Cheese and curd
0407 Birds' eggs, in shell
0408 Birds' eggs, not in shell, and egg yolks
0409 Natural honey
0410 Insects and other edible products of animal origin n.e.s.
0501 Human hair, unworked; waste of human hair
0502 Pigs', hogs' or boars' bristles and hair; badger hair
0504 Guts, bladders and stomachs of animals, other than fish
0505 Skins and parts of birds, with feathers or down
0506 Bones and horn-cores, unworked
0507 Ivory, tortoise-shell, whalebone, horns, hooves, nails, claws and beaks
0508 Coral and similar materials; shells of molluscs, crustaceans or echinoderms
0510 Ambergris, castoreum, civet and musk; cantharides; bile
0511 Animal products n.e.s.; dead animals unfit for human consumption
0601 Bulbs, tubers, tuberous roots, corms, crowns and rhizomes
0602 Other live plants, cuttings and slips; mushroom spawn
0603 Cut flowers and flower buds for bouquets or ornamental purposes
0604 Foliage, branches and grasses for bouquets or ornamental purposes
0701 Potatoes, fresh or chilled
0702 Tomatoes, fresh or chilled
0703 Onions, shallots, garlic, leeks and other alliaceous vegetables
0704 Cabbages, cauliflowers, kohlrabi, kale and similar edible brassicas
0705 Lettuce and chicory, fresh or chilled
0706 Carrots, turnips, salad beetroot, salsify, celeriac, radishes
0707 Cucumbers and gherkins, fresh or chilled
0708 Leguminous vegetables, shelled or unshelled, fresh or chilled
0709 Other vegetables, fresh or chilled
0710 Vegetables, uncooked or cooked, frozen
0711 Vegetables provisionally preserved
0712 Dried vegetables, whole, cut, sliced, broken or in powder
0713 Dried leguminous vegetables, shelled
0714 Manioc, arrowroot, salep, sweet potatoes and similar roots and tubers
0801 Coconuts, Brazil nuts and cashew nuts
0802 Other nuts, fresh or dried
0803 Bananas, including plantains, fresh or dried
0804 Dates, figs, pineapples, avocados, guavas, mangoes and mangosteens
0805 Citrus fruit, fresh or dried
0806 Grapes, fresh or dried
0807 Melons (including watermelons) and papaws (papayas), fresh
0808 Apples, pears and quinces, fresh
0809 Apricots, cherries, peaches, plums and sloes, fresh
0810 Other fruit, fresh
0811 Fruit and nuts, uncooked or cooked, frozen
0812 Fruit and nuts, provisionally preserved
0813 Fruit, dried; mixtures of nuts or dried fruits
0814 Peel of citrus fruit or melons
0901 Coffee; coffee husks and skins; coffee substitutes containing coffee
0902 Tea, whether or not flavoured
0903 Maté
0904 Pepper of the genus Piper; dried or crushed fruits of the genus Capsicum or Pimenta
0905 Vanilla
0906 Cinnamon and cinnamon-tree flowers
0907 Cloves (whole fruit, cloves and stems)
0908 Nutmeg, mace and cardamoms
0909 Seeds of anise, badian, fennel, coriander, cumin or caraway; juniper berries
0910 Ginger, saffron, turmeric, thyme, bay leaves, curry and other spices
1001 Wheat and meslin
1002 Rye
1003 Barley
1004 Oats
1005 Maize (corn)
1006 Rice
1007 Grain sorghum
1008 Buckwheat, millet and canary seed; other cereals
1101 Wheat or meslin flour
1102 Cereal flours other than of wheat or meslin
1103 Cereal groats, meal and pellets
1104 Cereal grains otherwise worked (hulled, rolled, flaked, pearled)
1105 Flour, meal, powder, flakes, granules and pellets of potatoes
1106 Flour and meal of dried leguminous vegetables, of sago, roots or tubers
1107 Malt, whether or not roasted
1108 Starches; inulin
1109 Wheat gluten
1201 Soya beans, whether or not broken
1202 Ground-nuts, not roasted or otherwise cooked
1203 Copra
1204 Linseed
1205 Rape or colza seeds
1206 Sunflower seeds
1207 Other oil seeds and oleaginous fruits
1208 Flours and meals of oil seeds or oleaginous fruits
1209 Seeds, fruit and spores, of a kind used for sowing
1210 Hop cones; lupulin
1211 Plants and parts of plants used in perfumery, pharmacy or as insecticides
1212 Locust beans, seaweeds and other algae, sugar beet and sugar cane
1213 Cereal straw and husks, unprepared
1214 Swedes, mangolds, fodder roots, hay, lucerne, clover and similar forage products
1301 Lac; natural gums, resins, gum-resins and oleoresins
1302 Vegetable saps and extracts; pectic substances; agar-agar; mucilages and thickeners
1401 Vegetable materials of a kind used primarily for plaiting
1404 Vegetable products n.e.s.
1501 Pig fat and poultry fat, rendered
1502 Fats of bovine animals, sheep or goats
1503 Lard stearin, lard oil, oleostearin, oleo-oil and tallow oil
1504 Fats and oils of fish or marine mammals
1505 Wool grease and fatty substances derived therefrom (including lanolin)
1506 Other animal fats and oils
1507 Soya-bean oil and its fractions
1508 Ground-nut oil and its fractions
1509 Olive oil and its fractions
1510 Other oils obtained solely from olives
1511 Palm oil and its fractions
1512 Sunflower-seed, safflower or cotton-seed oil
1513 Coconut (copra), palm kernel or babassu oil
1514 Rape, colza or mustard oil
1515 Other fixed vegetable or microbial fats and oils
1516 Animal, vegetable or microbial fats and oils, hydrogenated or interesterified
1517 Margarine; edible mixtures or preparations of fats and oils
1518 Fats and oils, boiled, oxidised, dehydrated or otherwise chemically modified
1520 Glycerol, crude; glycerol waters and glycerol lyes
1521 Vegetable waxes, beeswax, other insect waxes and spermaceti
1522 Degras; residues from the treatment of fatty substances or waxes
1601 Sausages and similar products of meat, offal, blood or insects
1602 Other prepared or preserved meat, offal, blood or insects
1603 Extracts and juices of meat, fish or aquatic invertebrates
1604 Prepared or preserved fish; caviar and caviar substitutes
1605 Crustaceans, molluscs and other aquatic invertebrates, prepared or preserved
1701 Cane or beet sugar and chemically pure sucrose, in solid form
1702 Other sugars, including lactose, maltose, glucose and fructose; sugar syrups; caramel
1703 Molasses from the extraction or refining of sugar
1704 Sugar confectionery (including white chocolate), not containing cocoa
1801 Cocoa beans, whole or broken, raw or roasted
1802 Cocoa shells, husks, skins and other cocoa waste
1803 Cocoa paste, whether or not defatted
1804 Cocoa butter, fat and oil
1805 Cocoa powder, not containing added sugar
1806 Chocolate and other food preparations containing cocoa
1901 Malt extract; food preparations of flour, starch or milk n.e.s.
1902 Pasta, whether or not cooked or stuffed; couscous
1903 Tapioca and substitutes therefor prepared from starch
1904 Prepared foods obtained by the swelling or roasting of cereals
1905 Bread, pastry, cakes, biscuits and other bakers' wares
2001 Vegetables, fruit and nuts, prepared or preserved by vinegar or acetic acid
2002 Tomatoes prepared or preserved otherwise than by vinegar
2003 Mushrooms and truffles, prepared or preserved otherwise than by vinegar
2004 Other vegetables prepared or preserved otherwise than by vinegar, frozen
2005 Other vegetables prepared or preserved otherwise than by vinegar, not frozen
2006 Vegetables, fruit, nuts and peel preserved by sugar
2007 Jams, fruit jellies, marmalades, fruit or nut purée and pastes
2008 Fruit, nuts and other edible parts of plants, otherwise prepared or preserved
2009 Fruit or nut juices and vegetable juices, unfermented
2101 Extracts, essences and concentrates of coffee, tea or maté
2102 Yeasts; other single-cell micro-organisms, dead; prepared baking powders
2103 Sauces and preparations therefor; mixed condiments and seasonings; mustard
2104 Soups and broths; homogenised composite food preparations
2105 Ice cream and other edible ice
2106 Food preparations n.e.s.
2201 Waters, including natural or artificial mineral waters, not sweetened; ice and snow
2202 Waters, sweetened or flavoured, and other non-alcoholic beverages
2203 Beer made from malt
2204 Wine of fresh grapes, including fortified wines; grape must
2205 Vermouth and other wine of fresh grapes flavoured with plants
2206 Other fermented beverages (cider, perry, mead, saké)
2207 Undenatured ethyl alcohol of 80% vol or higher; denatured ethyl alcohol
2208 Undenatured ethyl alcohol of less than 80% vol; spirits, liqueurs
2209 Vinegar and substitutes for vinegar obtained from acetic acid
2301 Flours, meals and pellets of meat, offal, fish, unfit for human consumption; greaves
2302 Bran, sharps and other residues of cereals or leguminous plants
2303 Residues of starch manufacture, beet-pulp, bagasse, brewing or distilling dregs
2304 Oil-cake and other solid residues of soya-bean oil extraction
2305 Oil-cake and other solid residues of ground-nut oil extraction
2306 Oil-cake and other solid residues of vegetable or microbial fats and oils
2307 Wine lees; argol
2308 Vegetable materials and waste of a kind used in animal feeding n.e.s.
2309 Preparations of a kind used in animal feeding
2401 Unmanufactured tobacco; tobacco refuse
2402 Cigars, cheroots, cigarillos and cigarettes
2403 Other manufactured tobacco and substitutes; homogenised tobacco; extracts
2404 Products containing tobacco or nicotine, intended for inhalation without combustion
2501 Salt and pure sodium chloride; sea water
2502 Unroasted iron pyrites
2503 Sulphur of all kinds, other than sublimed, precipitated or colloidal
2504 Natural graphite
2505 Natural sands of all kinds
2506 Quartz (other than natural sands); quartzite
2507 Kaolin and other kaolinic clays
2508 Other clays, andalusite, kyanite and sillimanite; mullite; chamotte
2509 Chalk
2510 Natural calcium phosphates and natural aluminium calcium phosphates
2511 Natural barium sulphate (barytes); natural barium carbonate
2512 Siliceous fossil meals and similar siliceous earths
2513 Pumice stone; emery; natural corundum, garnet and other natural abrasives
2514 Slate, whether or not roughly trimmed
2515 Marble, travertine, ecaussine and other calcareous stone
2516 Granite, porphyry, basalt, sandstone and other monumental or building stone
2517 Pebbles, gravel, broken or crushed stone; macadam; tarred macadam
2518 Dolomite, whether or not calcined or sintered
2519 Natural magnesium carbonate (magnesite); fused magnesia; dead-burned magnesia
2520 Gypsum; anhydrite; plasters
2521 Limestone flux; limestone and other calcareous stone for lime or cement
2522 Quicklime, slaked lime and hydraulic lime
2523 Portland cement, aluminous cement, slag cement and similar hydraulic cements
2524 Asbestos
2525 Mica, including splittings; mica waste
2526 Natural steatite; talc
2528 Natural borates and concentrates thereof; natural boric acid
2529 Felspar; leucite; nepheline and nepheline syenite; fluorspar
2530 Mineral substances n.e.s.
2601 Iron ores and concentrates, including roasted iron pyrites
2602 Manganese ores and concentrates
2603 Copper ores and concentrates
2604 Nickel ores and concentrates
2605 Cobalt ores and concentrates
2606 Aluminium ores and concentrates
2607 Lead ores and concentrates
2608 Zinc ores and concentrates
2609 Tin ores and concentrates
2610 Chromium ores and concentrates
2611 Tungsten ores and concentrates
2612 Uranium or thorium ores and concentrates
2613 Molybdenum ores and concentrates
2614 Titanium ores and concentrates
2615 Niobium, tantalum, vanadium or zirconium ores and concentrates
2616 Precious metal ores and concentrates
2617 Other ores and concentrates
2618 Granulated slag (slag sand) from the manufacture of iron or steel
2619 Slag, dross, scalings and other waste from the manufacture of iron or steel
2620 Slag, ash and residues containing metals, arsenic or their compounds
2621 Other slag and ash; ash and residues from the incineration of municipal waste
2701 Coal; briquettes, ovoids and similar solid fuels manufactured from coal
2702 Lignite, whether or not agglomerated
2703 Peat (including peat litter)
2704 Coke and semi-coke of coal, of lignite or of peat; retort carbon
2705 Coal gas, water gas, producer gas and similar gases
2706 Tar distilled from coal, from lignite or from peat
2707 Oils and other products of the distillation of high temperature coal tar
2708 Pitch and pitch coke, obtained from coal tar or from other mineral tars
2709 Petroleum oils and oils obtained from bituminous minerals, crude
2710 Petroleum oils, other than crude; preparations thereof; waste oils
2711 Petroleum gases and other gaseous hydrocarbons
2712 Petroleum jelly; paraffin wax, micro-crystalline petroleum wax and other mineral waxes
2713 Petroleum coke, petroleum bitumen and other residues of petroleum oils
2714 Bitumen and asphalt, natural; bituminous or oil shale and tar sands
2715 Bituminous mixtures based on natural asphalt, bitumen or mineral tar
2716 Electrical energy
2801 Fluorine, chlorine, bromine and iodine
2802 Sulphur, sublimed or precipitated; colloidal sulphur
2803 Carbon (carbon blacks and other forms of carbon n.e.s.)
2804 Hydrogen, rare gases and other non-metals
2805 Alkali or alkaline-earth metals; rare-earth metals, scandium and yttrium; mercury
2806 Hydrogen chloride (hydrochloric acid); chlorosulphuric acid
2807 Sulphuric acid; oleum
2808 Nitric acid; sulphonitric acids
2809 Diphosphorus pentaoxide; phosphoric acid; polyphosphoric acids
2810 Oxides of boron; boric acids
2811 Other inorganic acids and inorganic oxygen compounds of non-metals
2812 Halides and halide oxides of non-metals
2813 Sulphides of non-metals; commercial phosphorus trisulphide
2814 Ammonia, anhydrous or in aqueous solution
2815 Sodium hydroxide (caustic soda); potassium hydroxide; peroxides of sodium or potassium
2816 Hydroxide and peroxide of magnesium; oxides, hydroxides and peroxides of strontium or barium
2817 Zinc oxide; zinc peroxide
2818 Artificial corundum; aluminium oxide; aluminium hydroxide
2819 Chromium oxides and hydroxides
2820 Manganese oxides
2821 Iron oxides and hydroxides; earth colours
2822 Cobalt oxides and hydroxides; commercial cobalt oxides
2823 Titanium oxides
2824 Lead oxides; red lead and orange lead
2825 Hydrazine and hydroxylamine; other inorganic bases; other metal oxides and hydroxides
2826 Fluorides; fluorosilicates, fluoroaluminates and other complex fluorine salts
2827 Chlorides, chloride oxides and chloride hydroxides; bromides; iodides
2828 Hypochlorites; commercial calcium hypochlorite; chlorites; hypobromites
2829 Chlorates and perchlorates; bromates and perbromates; iodates and periodates
2830 Sulphides; polysulphides
2831 Dithionites and sulphoxylates
2832 Sulphites; thiosulphates
2833 Sulphates; alums; peroxosulphates (persulphates)
2834 Nitrites; nitrates
2835 Phosphinates, phosphonates, phosphates; polyphosphates
2836 Carbonates; peroxocarbonates; commercial ammonium carbonate
2837 Cyanides, cyanide oxides and complex cyanides
2839 Silicates; commercial alkali metal silicates
2840 Borates; peroxoborates (perborates)
2841 Salts of oxometallic or peroxometallic acids
2842 Other salts of inorganic acids or peroxoacids
2843 Colloidal precious metals; compounds of precious metals; amalgams of precious metals
2844 Radioactive chemical elements and isotopes and their compounds
2845 Isotopes other than those of heading 2844; compounds thereof
2846 Compounds of rare-earth metals, of yttrium or of scandium
2847 Hydrogen peroxide
2849 Carbides
2850 Hydrides, nitrides, azides, silicides and borides
2852 Inorganic or organic compounds of mercury
2853 Phosphides; other inorganic compounds; liquid air; compressed air; amalgams
2901 Acyclic hydrocarbons
2902 Cyclic hydrocarbons
2903 Halogenated derivatives of hydrocarbons
2904 Sulphonated, nitrated or nitrosated derivatives of hydrocarbons
2905 Acyclic alcohols and their derivatives
2906 Cyclic alcohols and their derivatives
2907 Phenols; phenol-alcohols
2908 Halogenated, sulphonated, nitrated or nitrosated derivatives of phenols
2909 Ethers, ether-alcohols, ether-phenols, alcohol peroxides, ether peroxides, ketone peroxides
2910 Epoxides, epoxyalcohols, epoxyphenols and epoxyethers
2911 Acetals and hemiacetals
2912 Aldehydes; cyclic polymers of aldehydes; paraformaldehyde
2913 Halogenated, sulphonated, nitrated or nitrosated derivatives of aldehydes
2914 Ketones and quinones and their derivatives
2915 Saturated acyclic monocarboxylic acids and their derivatives
2916 Unsaturated acyclic monocarboxylic acids, cyclic monocarboxylic acids
2917 Polycarboxylic acids, their anhydrides, halides, peroxides and peroxyacids
2918 Carboxylic acids with additional oxygen function
2919 Phosphoric esters and their salts
2920 Esters of other inorganic acids of non-metals and their salts
2921 Amine-function compounds
2922 Oxygen-function amino-compounds
2923 Quaternary ammonium salts and hydroxides; lecithins and other phosphoaminolipids
2924 Carboxyamide-function compounds; amide-function compounds of carbonic acid
2925 Carboxyimide-function compounds and imine-function compounds
2926 Nitrile-function compounds
2927 Diazo-, azo- or azoxy-compounds
2928 Organic derivatives of hydrazine or of hydroxylamine
2929 Compounds with other nitrogen function
2930 Organo-sulphur compounds
2931 Other organo-inorganic compounds
2932 Heterocyclic compounds with oxygen hetero-atom(s) only
2933 Heterocyclic compounds with nitrogen hetero-atom(s) only
2934 Nucleic acids and their salts; other heterocyclic compounds
2935 Sulphonamides
2936 Provitamins and vitamins
2937 Hormones, prostaglandins, thromboxanes and leukotrienes
2938 Glycosides and their salts, ethers, esters
2939 Alkaloids and their salts, ethers, esters
2940 Sugars, chemically pure, other than sucrose, lactose, maltose, glucose and fructose
2941 Antibiotics
2942 Other organic compounds
3001 Glands and other organs for organo-therapeutic uses; heparin
3002 Human blood; animal blood; antisera, immunological products; vaccines, toxins, cultures
3003 Medicaments, not put up in measured doses or for retail sale
3004 Medicaments, put up in measured doses or for retail sale
3005 Wadding, gauze, bandages and similar articles, for medical purposes
3006 Pharmaceutical goods specified in Note 4 to this chapter
3101 Animal or vegetable fertilisers
3102 Mineral or chemical fertilisers, nitrogenous
3103 Mineral or chemical fertilisers, phosphatic
3104 Mineral or chemical fertilisers, potassic
3105 Mineral or chemical fertilisers containing two or three of nitrogen, phosphorus, potassium; other fertilisers
3201 Tanning extracts of vegetable origin; tannins
3202 Synthetic organic tanning substances; inorganic tanning substances
3203 Colouring matter of vegetable or animal origin
3204 Synthetic organic colouring matter; fluorescent brightening agents; luminophores
3205 Colour lakes; preparations based on colour lakes
3206 Other colouring matter; pigments; inorganic luminophores
3207 Prepared pigments, opacifiers and colours, vitrifiable enamels and glazes, glass frit
3208 Paints and varnishes based on synthetic polymers, in a non-aqueous medium
3209 Paints and varnishes based on synthetic polymers, in an aqueous medium
3210 Other paints and varnishes; prepared water pigments for finishing leather
3211 Prepared driers
3212 Pigments dispersed in non-aqueous media; stamping foils; dyes for retail sale
3213 Artists', students' or signboard painters' colours
3214 Glaziers' putty, grafting putty, resin cements, mastics; painters' fillings
3215 Printing ink, writing or drawing ink and other inks
3301 Essential oils; resinoids; extracted oleoresins
3302 Mixtures of odoriferous substances, of a kind used as raw materials in industry
3303 Perfumes and toilet waters
3304 Beauty or make-up preparations and preparations for the care of the skin
3305 Preparations for use on the hair
3306 Preparations for oral or dental hygiene; dental floss
3307 Shaving preparations, deodorants, bath preparations, depilatories; room deodorisers
3401 Soap; organic surface-active products in bars or cakes
3402 Organic surface-active agents; washing and cleaning preparations
3403 Lubricating preparations
3404 Artificial waxes and prepared waxes
3405 Polishes and creams, for footwear, furniture, floors, glass or metal; scouring pastes
3406 Candles, tapers and the like
3407 Modelling pastes; dental wax; plaster-based dental preparations
3501 Casein, caseinates and other casein derivatives; casein glues
3502 Albumins, albuminates and other albumin derivatives
3503 Gelatin and gelatin derivatives; isinglass; other glues of animal origin
3504 Peptones; other protein substances n.e.s.; hide powder
3505 Dextrins and other modified starches; glues based on starches
3506 Prepared glues and other prepared adhesives n.e.s.
3507 Enzymes; prepared enzymes n.e.s.
3601 Propellent powders
3602 Prepared explosives, other than propellent powders
3603 Safety fuses; detonating cords; percussion or detonating caps; igniters; detonators
3604 Fireworks, signalling flares, rain rockets, fog signals and other pyrotechnic articles
3605 Matches
3606 Ferro-cerium and other pyrophoric alloys; articles of combustible materials
3701 Photographic plates and film in the flat, sensitised, unexposed
3702 Photographic film in rolls, sensitised, unexposed
3703 Photographic paper, paperboard and textiles, sensitised, unexposed
3704 Photographic plates, film, paper and textiles, exposed but not developed
3705 Photographic plates and film, exposed and developed, other than cinematographic
3706 Cinematographic film, exposed and developed
3707 Chemical preparations for photographic uses
3801 Artificial graphite; colloidal or semi-colloidal graphite
3802 Activated carbon; activated natural mineral products; animal black
3803 Tall oil, whether or not refined
3804 Residual lyes from the manufacture of wood pulp
3805 Gum, wood or sulphate turpentine and other terpenic oils
3806 Rosin and resin acids, and derivatives thereof; rosin spirit and rosin oils; run gums
3807 Wood tar; wood tar oils; wood creosote; wood naphtha; vegetable pitch; brewers' pitch
3808 Insecticides, rodenticides, fungicides, herbicides, disinfectants
3809 Finishing agents, dye carriers and other preparations for textile, paper, leather industries
3810 Pickling preparations for metal surfaces; fluxes; soldering, brazing or welding pastes
3811 Anti-knock preparations, oxidation inhibitors, additives for mineral oils
3812 Prepared rubber accelerators; plasticisers for rubber or plastics; anti-oxidising preparations
3813 Preparations and charges for fire-extinguishers; charged fire-extinguishing grenades
3814 Organic composite solvents and thinners n.e.s.; prepared paint or varnish removers
3815 Reaction initiators, reaction accelerators and catalytic preparations n.e.s.
3816 Refractory cements, mortars, concretes and similar compositions
3817 Mixed alkylbenzenes and mixed alkylnaphthalenes
3818 Chemical elements doped for use in electronics, in discs or wafers; doped compounds
3819 Hydraulic brake fluids and other prepared liquids for hydraulic transmission
3820 Anti-freezing preparations and prepared de-icing fluids
3821 Prepared culture media for the development or maintenance of micro-organisms or cells
3822 Diagnostic or laboratory reagents; certified reference materials
3823 Industrial monocarboxylic fatty acids; acid oils from refining; industrial fatty alcohols
3824 Prepared binders for foundry moulds or cores; chemical products n.e.s.
3825 Residual products of the chemical or allied industries n.e.s.; municipal waste; sewage sludge
3826 Biodiesel and mixtures thereof, not containing or containing less than 70% petroleum oils
3827 Mixtures containing halogenated derivatives of methane, ethane or propane n.e.s.
3901 Polymers of ethylene, in primary forms
3902 Polymers of propylene or of other olefins, in primary forms
3903 Polymers of styrene, in primary forms
3904 Polymers of vinyl chloride or of other halogenated olefins, in primary forms
3905 Polymers of vinyl acetate or of other vinyl esters, in primary forms
3906 Acrylic polymers in primary forms
3907 Polyacetals, other polyethers and epoxide resins; polycarbonates, alkyd resins, polyesters
3908 Polyamides in primary forms
3909 Amino-resins, phenolic resins and polyurethanes, in primary forms
3910 Silicones in primary forms
3911 Petroleum resins, coumarone-indene resins, polyterpenes, polysulphides, polysulphones
3912 Cellulose and its chemical derivatives n.e.s., in primary forms
3913 Natural polymers and modified natural polymers n.e.s., in primary forms
3914 Ion-exchangers based on polymers of headings 3901 to 3913
3915 Waste, parings and scrap, of plastics
3916 Monofilament, rods, sticks and profile shapes, of plastics
3917 Tubes, pipes and hoses, and fittings therefor, of plastics
3918 Floor coverings of plastics; wall or ceiling coverings of plastics
3919 Self-adhesive plates, sheets, film, foil, tape, strip of plastics
3920 Other plates, sheets, film, foil and strip, of plastics, non-cellular, not reinforced
3921 Other plates, sheets, film, foil and strip, of plastics
3922 Baths, shower-baths, sinks, wash-basins, bidets, lavatory pans and seats, of plastics
3923 Articles for the conveyance or packing of goods, of plastics; stoppers, lids, caps
3924 Tableware, kitchenware, other household articles and toilet articles, of plastics
3925 Builders' ware of plastics n.e.s.
3926 Other articles of plastics and articles of other materials of headings 3901 to 3914
4001 Natural rubber, balata, gutta-percha, guayule, chicle and similar natural gums
4002 Synthetic rubber and factice derived from oils
4003 Reclaimed rubber in primary forms or in plates, sheets or strip
4004 Waste, parings and scrap of rubber (other than hard rubber); powders and granules
4005 Compounded rubber, unvulcanised, in primary forms or in plates, sheets or strip
4006 Other forms and articles of unvulcanised rubber
4007 Vulcanised rubber thread and cord
4008 Plates, sheets, strip, rods and profile shapes, of vulcanised rubber
4009 Tubes, pipes and hoses, of vulcanised rubber
4010 Conveyor or transmission belts or belting, of vulcanised rubber
4011 New pneumatic tyres, of rubber
4012 Retreaded or used pneumatic tyres of rubber; solid or cushion tyres, tyre treads and flaps
4013 Inner tubes, of rubber
4014 Hygienic or pharmaceutical articles of vulcanised rubber
4015 Articles of apparel and clothing accessories, of vulcanised rubber
4016 Other articles of vulcanised rubber other than hard rubber
4017 Hard rubber (for example, ebonite) in all forms; articles of hard rubber
`;
