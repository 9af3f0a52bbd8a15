/** HS 2022 headings of sections VIII-XV (chapters 41-83), concise official-style names. */
export const HS_HEADINGS_2 = `
4101 Raw hides and skins of bovine or equine animals
4102 Raw skins of sheep or lambs
4103 Other raw hides and skins
4104 Tanned or crust hides and skins of bovine or equine animals, without hair on
4105 Tanned or crust skins of sheep or lambs, without wool on
4106 Tanned or crust hides and skins of other animals, without wool or hair on
4107 Leather of bovine or equine animals, further prepared after tanning or crusting
4112 Leather of sheep or lamb, further prepared after tanning or crusting
4113 Leather of other animals, further prepared after tanning or crusting
4114 Chamois leather; patent leather; metallised leather
4115 Composition leather; parings and other waste of leather; leather dust
4201 Saddlery and harness for any animal
4202 Trunks, suitcases, briefcases, handbags, wallets and similar containers
4203 Articles of apparel and clothing accessories, of leather or of composition leather
4205 Other articles of leather or of composition leather
4206 Articles of gut, of goldbeater's skin, of bladders or of tendons
4301 Raw furskins
4302 Tanned or dressed furskins
4303 Articles of apparel, clothing accessories and other articles of furskin
4304 Artificial fur and articles thereof
4401 Fuel wood; wood in chips or particles; sawdust, wood waste and scrap; wood pellets
4402 Wood charcoal, whether or not agglomerated
4403 Wood in the rough, whether or not stripped of bark or sapwood
4404 Hoopwood; split poles; piles, pickets and stakes of wood
4405 Wood wool; wood flour
4406 Railway or tramway sleepers (cross-ties) of wood
4407 Wood sawn or chipped lengthwise, sliced or peeled, of a thickness exceeding 6 mm
4408 Sheets for veneering, for plywood or for similar laminated wood, not exceeding 6 mm
4409 Wood continuously shaped (tongued, grooved, rebated, moulded) along any edges or faces
4410 Particle board, oriented strand board (OSB) and similar board of wood
4411 Fibreboard of wood or other ligneous materials
4412 Plywood, veneered panels and similar laminated wood
4413 Densified wood, in blocks, plates, strips or profile shapes
4414 Wooden frames for paintings, photographs, mirrors or similar objects
4415 Packing cases, boxes, crates, drums of wood; cable-drums; pallets and box pallets
4416 Casks, barrels, vats, tubs and other coopers' products, of wood
4417 Tools, tool bodies, tool handles, broom or brush bodies and handles, of wood
4418 Builders' joinery and carpentry of wood, including cellular wood panels
4419 Tableware and kitchenware, of wood
4420 Wood marquetry and inlaid wood; caskets and cases for jewellery; statuettes of wood
4421 Other articles of wood
4501 Natural cork, raw or simply prepared; waste cork
4502 Natural cork, debacked or roughly squared
4503 Articles of natural cork
4504 Agglomerated cork and articles of agglomerated cork
4601 Plaits and similar products of plaiting materials; mats and screens of plaiting materials
4602 Basketwork, wickerwork and other articles of plaiting materials; articles of loofah
4701 Mechanical wood pulp
4702 Chemical wood pulp, dissolving grades
4703 Chemical wood pulp, soda or sulphate, other than dissolving grades
4704 Chemical wood pulp, sulphite, other than dissolving grades
4705 Wood pulp obtained by a combination of mechanical and chemical pulping processes
4706 Pulps of fibres derived from recovered paper or paperboard or of other fibrous cellulosic material
4707 Recovered (waste and scrap) paper or paperboard
4801 Newsprint, in rolls or sheets
4802 Uncoated paper and paperboard for writing, printing or other graphic purposes
4803 Toilet or facial tissue stock, towel or napkin stock and similar paper, in rolls or sheets
4804 Uncoated kraft paper and paperboard, in rolls or sheets
4805 Other uncoated paper and paperboard, in rolls or sheets
4806 Vegetable parchment, greaseproof papers, tracing papers and glassine
4807 Composite paper and paperboard, not surface-coated or impregnated
4808 Paper and paperboard, corrugated, creped, crinkled, embossed or perforated
4809 Carbon paper, self-copy paper and other copying or transfer papers, in rolls or large sheets
4810 Paper and paperboard, coated on one or both sides with kaolin or other inorganic substances
4811 Paper, paperboard, cellulose wadding and webs of cellulose fibres, coated or impregnated
4812 Filter blocks, slabs and plates, of paper pulp
4813 Cigarette paper
4814 Wallpaper and similar wall coverings; window transparencies of paper
4816 Carbon paper, self-copy paper and other copying or transfer papers n.e.s.
4817 Envelopes, letter cards, plain postcards and correspondence cards, of paper
4818 Toilet paper, handkerchiefs, tissues, towels, tablecloths, napkins and similar articles of paper
4819 Cartons, boxes, cases, bags and other packing containers, of paper or paperboard
4820 Registers, account books, notebooks, order books, diaries, binders, of paper
4821 Paper or paperboard labels of all kinds
4822 Bobbins, spools, cops and similar supports of paper pulp, paper or paperboard
4823 Other paper, paperboard, cellulose wadding, cut to size or shape; articles thereof
4901 Printed books, brochures, leaflets and similar printed matter
4902 Newspapers, journals and periodicals
4903 Children's picture, drawing or colouring books
4904 Music, printed or in manuscript
4905 Maps and hydrographic or similar charts of all kinds, including atlases and globes, printed
4906 Plans and drawings for architectural, engineering, industrial or topographical purposes
4907 Unused postage or revenue stamps; stamp-impressed paper; banknotes; cheque forms
4908 Transfers (decalcomanias)
4909 Printed or illustrated postcards; printed cards bearing personal greetings
4910 Calendars of any kind, printed, including calendar blocks
4911 Other printed matter, including printed pictures and photographs
5001 Silk-worm cocoons suitable for reeling
5002 Raw silk (not thrown)
5003 Silk waste
5004 Silk yarn, not put up for retail sale
5005 Yarn spun from silk waste, not put up for retail sale
5006 Silk yarn and yarn spun from silk waste, put up for retail sale; silk-worm gut
5007 Woven fabrics of silk or of silk waste
5101 Wool, not carded or combed
5102 Fine or coarse animal hair, not carded or combed
5103 Waste of wool or of fine or coarse animal hair
5104 Garnetted stock of wool or of fine or coarse animal hair
5105 Wool and fine or coarse animal hair, carded or combed
5106 Yarn of carded wool, not put up for retail sale
5107 Yarn of combed wool, not put up for retail sale
5108 Yarn of fine animal hair, not put up for retail sale
5109 Yarn of wool or of fine animal hair, put up for retail sale
5110 Yarn of coarse animal hair or of horsehair
5111 Woven fabrics of carded wool or of carded fine animal hair
5112 Woven fabrics of combed wool or of combed fine animal hair
5113 Woven fabrics of coarse animal hair or of horsehair
5201 Cotton, not carded or combed
5202 Cotton waste (including yarn waste and garnetted stock)
5203 Cotton, carded or combed
5204 Cotton sewing thread
5205 Cotton yarn, containing 85% or more of cotton, not put up for retail sale
5206 Cotton yarn, containing less than 85% of cotton, not put up for retail sale
5207 Cotton yarn (other than sewing thread) put up for retail sale
5208 Woven fabrics of cotton, 85% or more of cotton, weighing not more than 200 g/m2
5209 Woven fabrics of cotton, 85% or more of cotton, weighing more than 200 g/m2
5210 Woven fabrics of cotton, less than 85%, mixed with man-made fibres, not more than 200 g/m2
5211 Woven fabrics of cotton, less than 85%, mixed with man-made fibres, more than 200 g/m2
5212 Other woven fabrics of cotton
5301 Flax, raw or processed but not spun; flax tow and waste
5302 True hemp, raw or processed but not spun; tow and waste of true hemp
5303 Jute and other textile bast fibres, raw or processed but not spun
5305 Coconut, abaca, ramie and other vegetable textile fibres n.e.s.
5306 Flax yarn
5307 Yarn of jute or of other textile bast fibres
5308 Yarn of other vegetable textile fibres; paper yarn
5309 Woven fabrics of flax
5310 Woven fabrics of jute or of other textile bast fibres
5311 Woven fabrics of other vegetable textile fibres; woven fabrics of paper yarn
5401 Sewing thread of man-made filaments
5402 Synthetic filament yarn, not put up for retail sale
5403 Artificial filament yarn, not put up for retail sale
5404 Synthetic monofilament of 67 decitex or more; strip of synthetic textile materials
5405 Artificial monofilament of 67 decitex or more; strip of artificial textile materials
5406 Man-made filament yarn (other than sewing thread), put up for retail sale
5407 Woven fabrics of synthetic filament yarn
5408 Woven fabrics of artificial filament yarn
5501 Synthetic filament tow
5502 Artificial filament tow
5503 Synthetic staple fibres, not carded, combed or otherwise processed for spinning
5504 Artificial staple fibres, not carded, combed or otherwise processed for spinning
5505 Waste (including noils, yarn waste and garnetted stock) of man-made fibres
5506 Synthetic staple fibres, carded, combed or otherwise processed for spinning
5507 Artificial staple fibres, carded, combed or otherwise processed for spinning
5508 Sewing thread of man-made staple fibres
5509 Yarn of synthetic staple fibres, not put up for retail sale
5510 Yarn of artificial staple fibres, not put up for retail sale
5511 Yarn of man-made staple fibres, put up for retail sale
5512 Woven fabrics of synthetic staple fibres, containing 85% or more of such fibres
5513 Woven fabrics of synthetic staple fibres, less than 85%, mixed with cotton, not more than 170 g/m2
5514 Woven fabrics of synthetic staple fibres, less than 85%, mixed with cotton, more than 170 g/m2
5515 Other woven fabrics of synthetic staple fibres
5516 Woven fabrics of artificial staple fibres
5601 Wadding of textile materials and articles thereof; textile fibres not exceeding 5 mm; flock
5602 Felt, whether or not impregnated, coated, covered or laminated
5603 Nonwovens, whether or not impregnated, coated, covered or laminated
5604 Rubber thread and cord, textile covered; textile yarn impregnated or coated with rubber or plastics
5605 Metallised yarn
5606 Gimped yarn; chenille yarn; loop wale-yarn
5607 Twine, cordage, ropes and cables
5608 Knotted netting of twine, cordage or rope; made up fishing nets and other nets
5609 Articles of yarn, strip, twine, cordage, rope or cables n.e.s.
5701 Carpets and other textile floor coverings, knotted
5702 Carpets and other textile floor coverings, woven, not tufted or flocked
5703 Carpets and other textile floor coverings (including turf), tufted
5704 Carpets and other textile floor coverings, of felt, not tufted or flocked
5705 Other carpets and other textile floor coverings
5801 Woven pile fabrics and chenille fabrics
5802 Terry towelling and similar woven terry fabrics; tufted textile fabrics
5803 Gauze, other than narrow fabrics
5804 Tulles and other net fabrics; lace in the piece, in strips or in motifs
5805 Hand-woven tapestries and needle-worked tapestries
5806 Narrow woven fabrics; narrow fabrics consisting of warp without weft
5807 Labels, badges and similar articles of textile materials, not embroidered
5808 Braids in the piece; ornamental trimmings in the piece; tassels, pompons
5809 Woven fabrics of metal thread and of metallised yarn
5810 Embroidery in the piece, in strips or in motifs
5811 Quilted textile products in the piece
5901 Textile fabrics coated with gum or amylaceous substances; tracing cloth; buckram
5902 Tyre cord fabric of high tenacity yarn of nylon, polyesters or viscose rayon
5903 Textile fabrics impregnated, coated, covered or laminated with plastics
5904 Linoleum; floor coverings consisting of a coating or covering applied on a textile backing
5905 Textile wall coverings
5906 Rubberised textile fabrics
5907 Textile fabrics otherwise impregnated, coated or covered; painted canvas
5908 Textile wicks for lamps, stoves, lighters, candles; incandescent gas mantles
5909 Textile hosepiping and similar textile tubing
5910 Transmission or conveyor belts or belting, of textile material
5911 Textile products and articles, for technical uses
6001 Pile fabrics, including long pile fabrics and terry fabrics, knitted or crocheted
6002 Knitted or crocheted fabrics of a width not exceeding 30 cm, with elastomeric yarn
6003 Knitted or crocheted fabrics of a width not exceeding 30 cm
6004 Knitted or crocheted fabrics of a width exceeding 30 cm, with elastomeric yarn
6005 Warp knit fabrics
6006 Other knitted or crocheted fabrics
6101 Men's or boys' overcoats, anoraks, windcheaters and similar articles, knitted
6102 Women's or girls' overcoats, anoraks, windcheaters and similar articles, knitted
6103 Men's or boys' suits, ensembles, jackets, trousers and shorts, knitted
6104 Women's or girls' suits, ensembles, jackets, dresses, skirts, trousers and shorts, knitted
6105 Men's or boys' shirts, knitted or crocheted
6106 Women's or girls' blouses, shirts and shirt-blouses, knitted or crocheted
6107 Men's or boys' underpants, briefs, nightshirts, pyjamas, bathrobes, knitted
6108 Women's or girls' slips, petticoats, briefs, panties, nightdresses, pyjamas, knitted
6109 T-shirts, singlets and other vests, knitted or crocheted
6110 Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted
6111 Babies' garments and clothing accessories, knitted or crocheted
6112 Track suits, ski suits and swimwear, knitted or crocheted
6113 Garments made up of knitted or crocheted fabrics, impregnated or coated
6114 Other garments, knitted or crocheted
6115 Pantyhose, tights, stockings, socks and other hosiery, knitted or crocheted
6116 Gloves, mittens and mitts, knitted or crocheted
6117 Other made up clothing accessories, knitted or crocheted
6201 Men's or boys' overcoats, anoraks, windcheaters and similar articles, not knitted
6202 Women's or girls' overcoats, anoraks, windcheaters and similar articles, not knitted
6203 Men's or boys' suits, ensembles, jackets, trousers and shorts, not knitted
6204 Women's or girls' suits, ensembles, jackets, dresses, skirts, trousers and shorts, not knitted
6205 Men's or boys' shirts, not knitted
6206 Women's or girls' blouses, shirts and shirt-blouses, not knitted
6207 Men's or boys' singlets, underpants, briefs, nightshirts, pyjamas, bathrobes, not knitted
6208 Women's or girls' singlets, slips, briefs, nightdresses, pyjamas, not knitted
6209 Babies' garments and clothing accessories, not knitted
6210 Garments made up of felt, nonwovens or impregnated or coated fabrics
6211 Track suits, ski suits and swimwear; other garments, not knitted
6212 Brassières, girdles, corsets, braces, suspenders, garters and similar articles
6213 Handkerchiefs
6214 Shawls, scarves, mufflers, mantillas, veils and the like
6215 Ties, bow ties and cravats
6216 Gloves, mittens and mitts, not knitted
6217 Other made up clothing accessories, not knitted; parts of garments
6301 Blankets and travelling rugs
6302 Bed linen, table linen, toilet linen and kitchen linen
6303 Curtains (including drapes) and interior blinds; curtain or bed valances
6304 Other furnishing articles, excluding those of heading 9404
6305 Sacks and bags, of a kind used for the packing of goods
6306 Tarpaulins, awnings and sunblinds; tents and gazebos; sails; camping goods
6307 Other made up articles, including dress patterns and face masks
6308 Sets of woven fabric and yarn for making up into rugs, tapestries, embroidered articles
6309 Worn clothing and other worn articles
6310 Used or new rags, scrap twine, cordage, rope and cables of textile materials
6401 Waterproof footwear with outer soles and uppers of rubber or of plastics
6402 Other footwear with outer soles and uppers of rubber or plastics
6403 Footwear with outer soles of rubber, plastics or leather and uppers of leather
6404 Footwear with outer soles of rubber, plastics or leather and uppers of textile materials
6405 Other footwear
6406 Parts of footwear; removable in-soles, heel cushions; gaiters, leggings
6501 Hat-forms, hat bodies and hoods of felt; plateaux and manchons of felt
6502 Hat-shapes, plaited or made by assembling strips of any material
6504 Hats and other headgear, plaited or made by assembling strips of any material
6505 Hats and other headgear, knitted or crocheted, or made up from lace, felt or textile fabric
6506 Other headgear, whether or not lined or trimmed
6507 Head-bands, linings, covers, hat foundations, hat frames, peaks and chinstraps, for headgear
6601 Umbrellas and sun umbrellas (including walking-stick umbrellas, garden umbrellas)
6602 Walking-sticks, seat-sticks, whips, riding-crops and the like
6603 Parts, trimmings and accessories of umbrellas, walking-sticks and the like
6701 Skins and other parts of birds with their feathers or down; articles thereof
6702 Artificial flowers, foliage and fruit and parts thereof
6703 Human hair, dressed, thinned, bleached; wool or other animal hair prepared for wigs
6704 Wigs, false beards, eyebrows and eyelashes, switches, of human or animal hair or textiles
6801 Setts, curbstones and flagstones, of natural stone (except slate)
6802 Worked monumental or building stone and articles thereof
6803 Worked slate and articles of slate or of agglomerated slate
6804 Millstones, grindstones, grinding wheels and the like, without frameworks
6805 Natural or artificial abrasive powder or grain, on a base of textile material, paper or paperboard
6806 Slag wool, rock wool and similar mineral wools; exfoliated vermiculite, expanded clays
6807 Articles of asphalt or of similar material
6808 Panels, boards, tiles, blocks of vegetable fibre, straw or wood waste agglomerated with binders
6809 Articles of plaster or of compositions based on plaster
6810 Articles of cement, of concrete or of artificial stone
6811 Articles of asbestos-cement, of cellulose fibre-cement or the like
6812 Fabricated asbestos fibres; mixtures with a basis of asbestos; articles thereof
6813 Friction material and articles thereof (sheets, rolls, segments, discs)
6814 Worked mica and articles of mica
6815 Articles of stone or of other mineral substances n.e.s.
6901 Bricks, blocks, tiles and other ceramic goods of siliceous fossil meals
6902 Refractory bricks, blocks, tiles and similar refractory ceramic constructional goods
6903 Other refractory ceramic goods
6904 Ceramic building bricks, flooring blocks, support or filler tiles
6905 Roofing tiles, chimney-pots, cowls, chimney liners, architectural ornaments, of ceramics
6906 Ceramic pipes, conduits, guttering and pipe fittings
6907 Ceramic flags and paving, hearth or wall tiles; ceramic mosaic cubes
6909 Ceramic wares for laboratory, chemical or other technical uses; ceramic troughs, tubs
6910 Ceramic sinks, wash basins, baths, bidets, water closet pans and similar sanitary fixtures
6911 Tableware, kitchenware, other household articles and toilet articles, of porcelain or china
6912 Ceramic tableware, kitchenware, other household articles, other than of porcelain
6913 Statuettes and other ornamental ceramic articles
6914 Other ceramic articles
7001 Cullet and other waste and scrap of glass; glass in the mass
7002 Glass in balls, rods or tubes, unworked
7003 Cast glass and rolled glass, in sheets or profiles
7004 Drawn glass and blown glass, in sheets
7005 Float glass and surface ground or polished glass, in sheets
7006 Glass of heading 7003, 7004 or 7005, bent, edge-worked, engraved, drilled, enamelled
7007 Safety glass, consisting of toughened (tempered) or laminated glass
7008 Multiple-walled insulating units of glass
7009 Glass mirrors, whether or not framed, including rear-view mirrors
7010 Carboys, bottles, flasks, jars, pots, phials and other containers, of glass
7011 Glass envelopes (including bulbs and tubes), open, for electric lamps and light sources
7013 Glassware for table, kitchen, toilet, office, indoor decoration or similar purposes
7014 Signalling glassware and optical elements of glass, not optically worked
7015 Clock or watch glasses; glasses for non-corrective or corrective spectacles
7016 Paving blocks, slabs, bricks, squares, tiles of pressed or moulded glass; leaded lights
7017 Laboratory, hygienic or pharmaceutical glassware
7018 Glass beads, imitation pearls, imitation precious stones; glass microspheres
7019 Glass fibres (including glass wool) and articles thereof
7020 Other articles of glass
7101 Pearls, natural or cultured, not strung, mounted or set
7102 Diamonds, whether or not worked, but not mounted or set
7103 Precious stones (other than diamonds) and semi-precious stones, not mounted or set
7104 Synthetic or reconstructed precious or semi-precious stones
7105 Dust and powder of natural or synthetic precious or semi-precious stones
7106 Silver, unwrought or in semi-manufactured forms, or in powder form
7107 Base metals clad with silver, not further worked than semi-manufactured
7108 Gold, unwrought or in semi-manufactured forms, or in powder form
7109 Base metals or silver, clad with gold, not further worked than semi-manufactured
7110 Platinum, unwrought or in semi-manufactured forms, or in powder form
7111 Base metals, silver or gold, clad with platinum, not further worked than semi-manufactured
7112 Waste and scrap of precious metal or of metal clad with precious metal
7113 Articles of jewellery and parts thereof, of precious metal or of metal clad with precious metal
7114 Articles of goldsmiths' or silversmiths' wares and parts thereof, of precious metal
7115 Other articles of precious metal or of metal clad with precious metal
7116 Articles of natural or cultured pearls, precious or semi-precious stones
7117 Imitation jewellery
7118 Coin
7201 Pig iron and spiegeleisen in pigs, blocks or other primary forms
7202 Ferro-alloys
7203 Ferrous products obtained by direct reduction of iron ore; spongy ferrous products
7204 Ferrous waste and scrap; remelting scrap ingots of iron or steel
7205 Granules and powders, of pig iron, spiegeleisen, iron or steel
7206 Iron and non-alloy steel in ingots or other primary forms
7207 Semi-finished products of iron or non-alloy steel
7208 Flat-rolled products of iron or non-alloy steel, 600 mm or more wide, hot-rolled, not clad
7209 Flat-rolled products of iron or non-alloy steel, 600 mm or more wide, cold-rolled, not clad
7210 Flat-rolled products of iron or non-alloy steel, 600 mm or more wide, clad, plated or coated
7211 Flat-rolled products of iron or non-alloy steel, less than 600 mm wide, not clad
7212 Flat-rolled products of iron or non-alloy steel, less than 600 mm wide, clad, plated or coated
7213 Bars and rods, hot-rolled, in irregularly wound coils, of iron or non-alloy steel
7214 Other bars and rods of iron or non-alloy steel, not further worked than forged or hot-rolled
7215 Other bars and rods of iron or non-alloy steel
7216 Angles, shapes and sections of iron or non-alloy steel
7217 Wire of iron or non-alloy steel
7218 Stainless steel in ingots or other primary forms; semi-finished products of stainless steel
7219 Flat-rolled products of stainless steel, of a width of 600 mm or more
7220 Flat-rolled products of stainless steel, of a width of less than 600 mm
7221 Bars and rods, hot-rolled, in irregularly wound coils, of stainless steel
7222 Other bars and rods of stainless steel; angles, shapes and sections of stainless steel
7223 Wire of stainless steel
7224 Other alloy steel in ingots or other primary forms; semi-finished products of other alloy steel
7225 Flat-rolled products of other alloy steel, of a width of 600 mm or more
7226 Flat-rolled products of other alloy steel, of a width of less than 600 mm
7227 Bars and rods, hot-rolled, in irregularly wound coils, of other alloy steel
7228 Other bars and rods of other alloy steel; angles, shapes and sections; hollow drill bars
7229 Wire of other alloy steel
7301 Sheet piling of iron or steel; welded angles, shapes and sections
7302 Railway or tramway track construction material of iron or steel
7303 Tubes, pipes and hollow profiles, of cast iron
7304 Tubes, pipes and hollow profiles, seamless, of iron (other than cast iron) or steel
7305 Other tubes and pipes, external diameter exceeding 406.4 mm, of iron or steel
7306 Other tubes, pipes and hollow profiles, of iron or steel
7307 Tube or pipe fittings (couplings, elbows, sleeves), of iron or steel
7308 Structures and parts of structures (bridges, towers, doors, windows), of iron or steel
7309 Reservoirs, tanks, vats and similar containers, capacity exceeding 300 l, of iron or steel
7310 Tanks, casks, drums, cans, boxes, capacity not exceeding 300 l, of iron or steel
7311 Containers for compressed or liquefied gas, of iron or steel
7312 Stranded wire, ropes, cables, plaited bands, slings, of iron or steel, not electrically insulated
7313 Barbed wire of iron or steel; twisted hoop or single flat wire for fencing
7314 Cloth, grill, netting and fencing, of iron or steel wire; expanded metal
7315 Chain and parts thereof, of iron or steel
7316 Anchors, grapnels and parts thereof, of iron or steel
7317 Nails, tacks, drawing pins, corrugated nails, staples, of iron or steel
7318 Screws, bolts, nuts, coach screws, rivets, cotters, washers, of iron or steel
7319 Sewing needles, knitting needles, bodkins, crochet hooks, safety pins, of iron or steel
7320 Springs and leaves for springs, of iron or steel
7321 Stoves, ranges, grates, cookers, barbecues, plate warmers, non-electric, of iron or steel
7322 Radiators for central heating, not electrically heated, of iron or steel; air heaters
7323 Table, kitchen or other household articles, of iron or steel; iron or steel wool
7324 Sanitary ware and parts thereof, of iron or steel
7325 Other cast articles of iron or steel
7326 Other articles of iron or steel
7401 Copper mattes; cement copper (precipitated copper)
7402 Unrefined copper; copper anodes for electrolytic refining
7403 Refined copper and copper alloys, unwrought
7404 Copper waste and scrap
7405 Master alloys of copper
7406 Copper powders and flakes
7407 Copper bars, rods and profiles
7408 Copper wire
7409 Copper plates, sheets and strip, of a thickness exceeding 0.15 mm
7410 Copper foil, of a thickness not exceeding 0.15 mm
7411 Copper tubes and pipes
7412 Copper tube or pipe fittings
7413 Stranded wire, cables, plaited bands and the like, of copper, not electrically insulated
7415 Nails, tacks, drawing pins, staples, screws, bolts, nuts, rivets, washers, of copper
7418 Table, kitchen or other household articles and sanitary ware, of copper
7419 Other articles of copper
7501 Nickel mattes, nickel oxide sinters and other intermediate products of nickel metallurgy
7502 Unwrought nickel
7503 Nickel waste and scrap
7504 Nickel powders and flakes
7505 Nickel bars, rods, profiles and wire
7506 Nickel plates, sheets, strip and foil
7507 Nickel tubes, pipes and tube or pipe fittings
7508 Other articles of nickel
7601 Unwrought aluminium
7602 Aluminium waste and scrap
7603 Aluminium powders and flakes
7604 Aluminium bars, rods and profiles
7605 Aluminium wire
7606 Aluminium plates, sheets and strip, of a thickness exceeding 0.2 mm
7607 Aluminium foil, of a thickness not exceeding 0.2 mm
7608 Aluminium tubes and pipes
7609 Aluminium tube or pipe fittings
7610 Aluminium structures and parts of structures
7611 Aluminium reservoirs, tanks, vats, of a capacity exceeding 300 l
7612 Aluminium casks, drums, cans, boxes, of a capacity not exceeding 300 l
7613 Aluminium containers for compressed or liquefied gas
7614 Stranded wire, cables, plaited bands, of aluminium, not electrically insulated
7615 Table, kitchen or other household articles and sanitary ware, of aluminium
7616 Other articles of aluminium
7801 Unwrought lead
7802 Lead waste and scrap
7804 Lead plates, sheets, strip and foil; lead powders and flakes
7806 Other articles of lead
7901 Unwrought zinc
7902 Zinc waste and scrap
7903 Zinc dust, powders and flakes
7904 Zinc bars, rods, profiles and wire
7905 Zinc plates, sheets, strip and foil
7907 Other articles of zinc
8001 Unwrought tin
8002 Tin waste and scrap
8003 Tin bars, rods, profiles and wire
8007 Other articles of tin
8101 Tungsten (wolfram) and articles thereof, including waste and scrap
8102 Molybdenum and articles thereof, including waste and scrap
8103 Tantalum and articles thereof, including waste and scrap
8104 Magnesium and articles thereof, including waste and scrap
8105 Cobalt mattes and other intermediate products of cobalt metallurgy; cobalt and articles thereof
8106 Bismuth and articles thereof, including waste and scrap
8108 Titanium and articles thereof, including waste and scrap
8109 Zirconium and articles thereof, including waste and scrap
8110 Antimony and articles thereof, including waste and scrap
8111 Manganese and articles thereof, including waste and scrap
8112 Beryllium, chromium, hafnium, rhenium, thallium, cadmium, germanium, vanadium, gallium, indium, niobium
8113 Cermets and articles thereof, including waste and scrap
8201 Hand tools: spades, shovels, mattocks, picks, hoes, forks, rakes, axes, bill hooks, shears
8202 Hand saws; blades for saws of all kinds
8203 Files, rasps, pliers, pincers, tweezers, metal cutting shears, pipe-cutters, bolt croppers
8204 Hand-operated spanners and wrenches; interchangeable spanner sockets
8205 Hand tools n.e.s.; blow lamps; vices, clamps; anvils; portable forges
8206 Tools of two or more of headings 8202 to 8205, put up in sets for retail sale
8207 Interchangeable tools for hand tools or for machine-tools; rock drilling or earth boring tools
8208 Knives and cutting blades, for machines or for mechanical appliances
8209 Plates, sticks, tips and the like for tools, unmounted, of cermets
8210 Hand-operated mechanical appliances weighing 10 kg or less, for preparing food or drink
8211 Knives with cutting blades, serrated or not, and blades therefor
8212 Razors and razor blades (including razor blade blanks in strips)
8213 Scissors, tailors' shears and similar shears, and blades therefor
8214 Other articles of cutlery (hair clippers, butchers' cleavers, manicure sets)
8215 Spoons, forks, ladles, skimmers, cake-servers, fish-knives, butter-knives, sugar tongs
8301 Padlocks and locks, of base metal; clasps and frames with clasps incorporating locks; keys
8302 Base metal mountings, fittings and similar articles for furniture, doors, coachwork; castors
8303 Armoured or reinforced safes, strong-boxes and doors and safe deposit lockers, of base metal
8304 Filing cabinets, card-index cabinets, paper trays, pen trays and office equipment, of base metal
8305 Fittings for loose-leaf binders or files, letter clips, paper clips, staples in strips
8306 Bells, gongs, non-electric; statuettes and other ornaments; photograph frames; mirrors, of base metal
8307 Flexible tubing of base metal, with or without fittings
8308 Clasps, frames with clasps, buckles, hooks, eyes, eyelets, tubular or bifurcated rivets, beads
8309 Stoppers, caps and lids (including crown corks, screw caps), capsules for bottles, of base metal
8310 Sign-plates, name-plates, address-plates, numbers, letters and other symbols, of base metal
8311 Wire, rods, tubes, plates, electrodes, of base metal, coated, for soldering, brazing or welding
`;
