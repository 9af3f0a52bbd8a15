/** HS 2022 headings of sections XVI-XXI (chapters 84-97), concise official-style names. */
export const HS_HEADINGS_3 = `
8401 Nuclear reactors; fuel elements (cartridges), non-irradiated; machinery for isotopic separation
8402 Steam or other vapour generating boilers; super-heated water boilers
8403 Central heating boilers other than those of heading 8402
8404 Auxiliary plant for use with boilers; condensers for steam or other vapour power units
8405 Producer gas or water gas generators; acetylene gas generators
8406 Steam turbines and other vapour turbines
8407 Spark-ignition reciprocating or rotary internal combustion piston engines
8408 Compression-ignition internal combustion piston engines (diesel or semi-diesel engines)
8409 Parts suitable for use solely or principally with the engines of heading 8407 or 8408
8410 Hydraulic turbines, water wheels, and regulators therefor
8411 Turbo-jets, turbo-propellers and other gas turbines
8412 Other engines and motors (reaction engines, hydraulic and pneumatic power engines)
8413 Pumps for liquids, whether or not fitted with a measuring device; liquid elevators
8414 Air or vacuum pumps, air or other gas compressors and fans; ventilating or recycling hoods
8415 Air conditioning machines, comprising a motor-driven fan and elements for changing temperature and humidity
8416 Furnace burners for liquid fuel, pulverised solid fuel or gas; mechanical stokers
8417 Industrial or laboratory furnaces and ovens, including incinerators, non-electric
8418 Refrigerators, freezers and other refrigerating or freezing equipment; heat pumps
8419 Machinery, plant or laboratory equipment for the treatment of materials by a change of temperature
8420 Calendering or other rolling machines, other than for metals or glass, and cylinders therefor
8421 Centrifuges, including centrifugal dryers; filtering or purifying machinery for liquids or gases
8422 Dish washing machines; machinery for cleaning, drying, filling, closing, sealing, labelling, packing
8423 Weighing machinery (excluding balances of a sensitivity of 5 cg or better); weighing machine weights
8424 Mechanical appliances for projecting, dispersing or spraying liquids or powders; fire extinguishers
8425 Pulley tackle and hoists other than skip hoists; winches and capstans; jacks
8426 Ships' derricks; cranes, including cable cranes; mobile lifting frames, straddle carriers
8427 Fork-lift trucks; other works trucks fitted with lifting or handling equipment
8428 Other lifting, handling, loading or unloading machinery (lifts, escalators, conveyors)
8429 Self-propelled bulldozers, angledozers, graders, scrapers, excavators, shovel loaders, road rollers
8430 Other moving, grading, levelling, scraping, excavating, boring machinery; pile-drivers; snow-ploughs
8431 Parts suitable for use solely or principally with the machinery of headings 8425 to 8430
8432 Agricultural, horticultural or forestry machinery for soil preparation or cultivation; lawn rollers
8433 Harvesting or threshing machinery; grass or hay mowers; machines for cleaning or grading eggs, fruit
8434 Milking machines and dairy machinery
8435 Presses, crushers and similar machinery used in the manufacture of wine, cider, fruit juices
8436 Other agricultural, horticultural, forestry, poultry-keeping or bee-keeping machinery
8437 Machines for cleaning, sorting or grading seed, grain or dried leguminous vegetables; milling machinery
8438 Machinery for the industrial preparation or manufacture of food or drink n.e.s.
8439 Machinery for making pulp of fibrous cellulosic material or for making or finishing paper or paperboard
8440 Book-binding machinery, including book-sewing machines
8441 Other machinery for making up paper pulp, paper or paperboard, including cutting machines
8442 Machinery, apparatus and equipment for preparing or making plates, cylinders or other printing components
8443 Printing machinery; other printers, copying machines and facsimile machines; parts and accessories
8444 Machines for extruding, drawing, texturing or cutting man-made textile materials
8445 Machines for preparing textile fibres; spinning, doubling or twisting machines; winding machines
8446 Weaving machines (looms)
8447 Knitting machines, stitch-bonding machines; machines for making gimped yarn, tulle, lace, embroidery
8448 Auxiliary machinery for use with machines of headings 8444 to 8447; parts and accessories
8449 Machinery for the manufacture or finishing of felt or nonwovens; blocks for making hats
8450 Household or laundry-type washing machines, including machines which both wash and dry
8451 Machinery for washing, cleaning, wringing, drying, ironing, dyeing textile yarns, fabrics or articles
8452 Sewing machines, other than book-sewing machines; furniture and covers for sewing machines
8453 Machinery for preparing, tanning or working hides, skins or leather, or for making footwear
8454 Converters, ladles, ingot moulds and casting machines, of a kind used in metallurgy or foundries
8455 Metal-rolling mills and rolls therefor
8456 Machine-tools for working any material by removal of material, by laser, ultrasonic, electro-discharge, water-jet
8457 Machining centres, unit construction machines (single station) and multi-station transfer machines, for metal
8458 Lathes (including turning centres) for removing metal
8459 Machine-tools (including way-type unit head machines) for drilling, boring, milling, threading or tapping metal
8460 Machine-tools for deburring, sharpening, grinding, honing, lapping, polishing or finishing metal
8461 Machine-tools for planing, shaping, slotting, broaching, gear cutting, sawing, cutting-off metal
8462 Machine-tools for forging, hammering, die-stamping, bending, folding, shearing, punching metal; presses
8463 Other machine-tools for working metal or cermets, without removing material
8464 Machine-tools for working stone, ceramics, concrete, asbestos-cement or cold working glass
8465 Machine-tools for working wood, cork, bone, hard rubber, hard plastics or similar hard materials
8466 Parts and accessories for use with the machines of headings 8456 to 8465; tool holders
8467 Tools for working in the hand, pneumatic, hydraulic or with self-contained electric or non-electric motor
8468 Machinery and apparatus for soldering, brazing or welding, not electric; gas-operated surface tempering machines
8470 Calculating machines and pocket-size data recording, reproducing and displaying machines; cash registers
8471 Automatic data processing machines and units thereof; magnetic or optical readers
8472 Other office machines (hectograph duplicators, addressing machines, automatic banknote dispensers)
8473 Parts and accessories for use with machines of headings 8470 to 8472
8474 Machinery for sorting, screening, separating, washing, crushing, grinding, mixing earth, stone, ores
8475 Machines for assembling electric lamps, tubes or flash-bulbs, in glass envelopes; machines for making glass
8476 Automatic goods-vending machines (for example, postage stamp, cigarette, food or beverage machines)
8477 Machinery for working rubber or plastics or for the manufacture of products from these materials
8478 Machinery for preparing or making up tobacco n.e.s.
8479 Machines and mechanical appliances having individual functions n.e.s.
8480 Moulding boxes for metal foundry; mould bases; moulding patterns; moulds for metal, glass, rubber, plastics
8481 Taps, cocks, valves and similar appliances for pipes, boiler shells, tanks, vats
8482 Ball or roller bearings
8483 Transmission shafts and cranks; bearing housings; gears; ball screws; gear boxes; flywheels; clutches
8484 Gaskets and similar joints of metal sheeting combined with other material; mechanical seals
8485 Machines for additive manufacturing
8486 Machines and apparatus for the manufacture of semiconductor boules or wafers, devices, integrated circuits, flat panel displays
8487 Machinery parts, not containing electrical connectors, insulators, coils, contacts, n.e.s.
8501 Electric motors and generators (excluding generating sets)
8502 Electric generating sets and rotary converters
8503 Parts suitable for use solely or principally with the machines of heading 8501 or 8502
8504 Electrical transformers, static converters (for example, rectifiers) and inductors
8505 Electro-magnets; permanent magnets; electro-magnetic or permanent magnet chucks, clamps; couplings
8506 Primary cells and primary batteries
8507 Electric accumulators, including separators therefor
8508 Vacuum cleaners
8509 Electro-mechanical domestic appliances, with self-contained electric motor, other than vacuum cleaners
8510 Shavers, hair clippers and hair-removing appliances, with self-contained electric motor
8511 Electrical ignition or starting equipment used for internal combustion engines; generators, cut-outs
8512 Electrical lighting or signalling equipment, windscreen wipers, defrosters, for cycles or motor vehicles
8513 Portable electric lamps designed to function by their own source of energy
8514 Industrial or laboratory electric furnaces and ovens; induction or dielectric heating equipment
8515 Electric, laser, ultrasonic, electron beam or plasma arc soldering, brazing or welding machines
8516 Electric water heaters, space heaters, hair dressing apparatus, smoothing irons, microwave ovens, cookers, toasters
8517 Telephone sets, including smartphones; other apparatus for the transmission or reception of voice, images or data
8518 Microphones; loudspeakers; headphones and earphones; audio-frequency electric amplifiers
8519 Sound recording or sound reproducing apparatus
8521 Video recording or reproducing apparatus, whether or not incorporating a video tuner
8522 Parts and accessories suitable for use with the apparatus of headings 8519 to 8521
8523 Discs, tapes, solid-state non-volatile storage devices, smart cards and other media for recording
8524 Flat panel display modules, whether or not incorporating touch-sensitive screens
8525 Transmission apparatus for radio-broadcasting or television; television cameras, digital cameras, video recorders
8526 Radar apparatus, radio navigational aid apparatus and radio remote control apparatus
8527 Reception apparatus for radio-broadcasting
8528 Monitors and projectors, not incorporating television reception apparatus; television reception apparatus
8529 Parts suitable for use solely or principally with the apparatus of headings 8524 to 8528
8530 Electrical signalling, safety or traffic control equipment for railways, roads, waterways, parking, ports, airfields
8531 Electric sound or visual signalling apparatus (bells, sirens, indicator panels, burglar or fire alarms)
8532 Electrical capacitors, fixed, variable or adjustable (pre-set)
8533 Electrical resistors (including rheostats and potentiometers), other than heating resistors
8534 Printed circuits
8535 Electrical apparatus for switching or protecting electrical circuits, for a voltage exceeding 1,000 V
8536 Electrical apparatus for switching or protecting electrical circuits, not exceeding 1,000 V; connectors
8537 Boards, panels, consoles, desks, cabinets for electric control or the distribution of electricity
8538 Parts suitable for use solely or principally with the apparatus of heading 8535, 8536 or 8537
8539 Electric filament or discharge lamps; arc lamps; light-emitting diode (LED) light sources
8540 Thermionic, cold cathode or photo-cathode valves and tubes
8541 Semiconductor devices; light-emitting diodes (LED); photovoltaic cells; mounted piezo-electric crystals
8542 Electronic integrated circuits
8543 Electrical machines and apparatus, having individual functions, n.e.s.
8544 Insulated wire, cable and other insulated electric conductors; optical fibre cables
8545 Carbon electrodes, carbon brushes, lamp carbons, battery carbons and other articles of graphite or carbon
8546 Electrical insulators of any material
8547 Insulating fittings for electrical machines, appliances or equipment; electrical conduit tubing
8548 Electrical parts of machinery or apparatus n.e.s.
8549 Electrical and electronic waste and scrap
8601 Rail locomotives powered from an external source of electricity or by electric accumulators
8602 Other rail locomotives; locomotive tenders
8603 Self-propelled railway or tramway coaches, vans and trucks, other than those of heading 8604
8604 Railway or tramway maintenance or service vehicles
8605 Railway or tramway passenger coaches, not self-propelled; luggage vans, post office coaches
8606 Railway or tramway goods vans and wagons, not self-propelled
8607 Parts of railway or tramway locomotives or rolling-stock
8608 Railway or tramway track fixtures and fittings; mechanical signalling, safety or traffic control equipment
8609 Containers (including containers for the transport of fluids) designed for carriage by one or more modes of transport
8701 Tractors (other than tractors of heading 8709)
8702 Motor vehicles for the transport of ten or more persons, including the driver
8703 Motor cars and other motor vehicles principally designed for the transport of persons
8704 Motor vehicles for the transport of goods
8705 Special purpose motor vehicles (crane lorries, fire fighting vehicles, concrete-mixers, mobile workshops)
8706 Chassis fitted with engines, for the motor vehicles of headings 8701 to 8705
8707 Bodies (including cabs), for the motor vehicles of headings 8701 to 8705
8708 Parts and accessories of the motor vehicles of headings 8701 to 8705
8709 Works trucks, self-propelled, not fitted with lifting or handling equipment
8710 Tanks and other armoured fighting vehicles, motorised, and parts of such vehicles
8711 Motorcycles (including mopeds) and cycles fitted with an auxiliary motor; side-cars
8712 Bicycles and other cycles (including delivery tricycles), not motorised
8713 Carriages for disabled persons, whether or not motorised or otherwise mechanically propelled
8714 Parts and accessories of vehicles of headings 8711 to 8713
8715 Baby carriages and parts thereof
8716 Trailers and semi-trailers; other vehicles, not mechanically propelled; parts thereof
8801 Balloons and dirigibles; gliders, hang gliders and other non-powered aircraft
8802 Other aircraft (helicopters, aeroplanes); spacecraft (including satellites) and suborbital and spacecraft launch vehicles
8804 Parachutes (including dirigible parachutes and paragliders) and rotochutes; parts and accessories thereof
8805 Aircraft launching gear; deck-arrestor or similar gear; ground flying trainers; parts thereof
8806 Unmanned aircraft
8807 Parts of goods of heading 8801, 8802 or 8806
8901 Cruise ships, excursion boats, ferry-boats, cargo ships, barges and similar vessels for transport of persons or goods
8902 Fishing vessels; factory ships and other vessels for processing or preserving fishery products
8903 Yachts and other vessels for pleasure or sports; rowing boats and canoes
8904 Tugs and pusher craft
8905 Light-vessels, fire-floats, dredgers, floating cranes; floating docks; floating or submersible drilling platforms
8906 Other vessels, including warships and lifeboats other than rowing boats
8907 Other floating structures (rafts, tanks, coffer-dams, landing-stages, buoys and beacons)
8908 Vessels and other floating structures for breaking up
9001 Optical fibres and optical fibre bundles; sheets of polarising material; lenses, prisms, mirrors, unmounted
9002 Lenses, prisms, mirrors and other optical elements, mounted
9003 Frames and mountings for spectacles, goggles or the like, and parts thereof
9004 Spectacles, goggles and the like, corrective, protective or other
9005 Binoculars, monoculars, other optical telescopes; other astronomical instruments
9006 Photographic cameras (other than cinematographic); photographic flashlight apparatus and flashbulbs
9007 Cinematographic cameras and projectors, whether or not incorporating sound recording or reproducing apparatus
9008 Image projectors, other than cinematographic; photographic enlargers and reducers
9010 Apparatus and equipment for photographic or cinematographic laboratories n.e.s.; projection screens
9011 Compound optical microscopes, including those for photomicrography, cinephotomicrography or microprojection
9012 Microscopes other than optical microscopes; diffraction apparatus
9013 Liquid crystal devices not constituting articles provided for more specifically; lasers; other optical appliances
9014 Direction finding compasses; other navigational instruments and appliances
9015 Surveying, hydrographic, oceanographic, hydrological, meteorological or geophysical instruments; rangefinders
9016 Balances of a sensitivity of 5 cg or better, with or without weights
9017 Drawing, marking-out or mathematical calculating instruments; hand-held instruments for measuring length
9018 Instruments and appliances used in medical, surgical, dental or veterinary sciences
9019 Mechano-therapy appliances; massage apparatus; psychological aptitude-testing apparatus; respiration apparatus
9020 Other breathing appliances and gas masks, excluding protective masks having neither mechanical parts nor filters
9021 Orthopaedic appliances; splints; artificial parts of the body; hearing aids; pacemakers
9022 Apparatus based on the use of X-rays or of alpha, beta, gamma or other ionising radiations
9023 Instruments, apparatus and models, designed for demonstrational purposes
9024 Machines and appliances for testing the hardness, strength, compressibility, elasticity of materials
9025 Hydrometers, thermometers, pyrometers, barometers, hygrometers and psychrometers
9026 Instruments and apparatus for measuring or checking the flow, level, pressure of liquids or gases
9027 Instruments and apparatus for physical or chemical analysis; instruments for measuring viscosity, porosity
9028 Gas, liquid or electricity supply or production meters, including calibrating meters therefor
9029 Revolution counters, production counters, taximeters, odometers, pedometers; speed indicators, tachometers
9030 Oscilloscopes, spectrum analysers and other instruments for measuring or checking electrical quantities
9031 Measuring or checking instruments, appliances and machines n.e.s.; profile projectors
9032 Automatic regulating or controlling instruments and apparatus
9033 Parts and accessories n.e.s. for machines, appliances, instruments or apparatus of chapter 90
9101 Wrist-watches, pocket-watches and other watches, with case of precious metal or of metal clad with precious metal
9102 Wrist-watches, pocket-watches and other watches, other than those of heading 9101
9103 Clocks with watch movements, excluding clocks of heading 9104
9104 Instrument panel clocks and clocks of a similar type for vehicles, aircraft, spacecraft or vessels
9105 Other clocks
9106 Time of day recording apparatus and apparatus for measuring, recording or indicating intervals of time
9108 Watch movements, complete and assembled
9109 Clock movements, complete and assembled
9110 Complete watch or clock movements, unassembled or partly assembled; incomplete movements, assembled
9111 Watch cases and parts thereof
9112 Clock cases and cases of a similar type for other goods of this chapter, and parts thereof
9113 Watch straps, watch bands and watch bracelets, and parts thereof
9114 Other clock or watch parts
9201 Pianos, including automatic pianos; harpsichords and other keyboard stringed instruments
9202 Other string musical instruments (for example, guitars, violins, harps)
9205 Wind musical instruments (for example, keyboard pipe organs, accordions, clarinets, trumpets, bagpipes)
9206 Percussion musical instruments (for example, drums, xylophones, cymbals, castanets, maracas)
9207 Musical instruments, the sound of which is produced, or must be amplified, electrically
9208 Musical boxes, fairground organs, mechanical street organs, decoy calls, whistles
9209 Parts and accessories of musical instruments; metronomes, tuning forks and pitch pipes
9301 Military weapons, other than revolvers, pistols and the arms of heading 9307
9302 Revolvers and pistols, other than those of heading 9303 or 9304
9303 Other firearms and similar devices which operate by the firing of an explosive charge
9304 Other arms (for example, spring, air or gas guns and pistols, truncheons)
9305 Parts and accessories of articles of headings 9301 to 9304
9306 Bombs, grenades, torpedoes, mines, missiles and similar munitions of war; cartridges and other ammunition
9307 Swords, cutlasses, bayonets, lances and similar arms and parts thereof and scabbards and sheaths therefor
9401 Seats (other than those of heading 9402), whether or not convertible into beds, and parts thereof
9402 Medical, surgical, dental or veterinary furniture; barbers' chairs and similar chairs; parts thereof
9403 Other furniture and parts thereof
9404 Mattress supports; articles of bedding (mattresses, quilts, eiderdowns, cushions, pillows)
9405 Luminaires and lighting fittings n.e.s.; illuminated signs, illuminated name-plates; parts thereof
9406 Prefabricated buildings
9503 Tricycles, scooters, pedal cars and similar wheeled toys; dolls; other toys; reduced-size models; puzzles
9504 Video game consoles and machines, table or parlour games, articles for funfair, billiards, casino games
9505 Festive, carnival or other entertainment articles, including conjuring tricks and novelty jokes
9506 Articles and equipment for general physical exercise, gymnastics, athletics, other sports; swimming pools
9507 Fishing rods, fish-hooks and other line fishing tackle; fish landing nets, butterfly nets; decoys
9508 Travelling circuses and travelling menageries; amusement park rides and water park amusements; travelling theatres
9601 Worked ivory, bone, tortoise-shell, horn, antlers, coral, mother-of-pearl and other animal carving material
9602 Worked vegetable or mineral carving material; moulded or carved articles of wax, stearin, gums, resins
9603 Brooms, brushes, hand-operated mechanical floor sweepers, mops and feather dusters; paint pads and rollers
9604 Hand sieves and hand riddles
9605 Travel sets for personal toilet, sewing or shoe or clothes cleaning
9606 Buttons, press-fasteners, snap-fasteners and press-studs, button moulds; button blanks
9607 Slide fasteners and parts thereof
9608 Ball point pens; felt tipped and other porous-tipped pens and markers; fountain pens; propelling pencils
9609 Pencils (other than pencils of heading 9608), crayons, pencil leads, pastels, drawing charcoals, chalks
9610 Slates and boards, with writing or drawing surfaces, whether or not framed
9611 Date, sealing or numbering stamps, and the like, hand-operated; hand-operated composing sticks
9612 Typewriter or similar ribbons, inked or otherwise prepared; ink-pads
9613 Cigarette lighters and other lighters, whether or not mechanical or electrical, and parts thereof
9614 Smoking pipes (including pipe bowls) and cigar or cigarette holders, and parts thereof
9615 Combs, hair-slides and the like; hairpins, curling pins, curling grips, hair-curlers
9616 Scent sprays and similar toilet sprays, and mounts and heads therefor; powder-puffs and pads
9617 Vacuum flasks and other vacuum vessels, complete; parts thereof other than glass inners
9618 Tailors' dummies and other lay figures; automata and other animated displays used for shop window dressing
9619 Sanitary towels (pads) and tampons, napkins (diapers), napkin liners and similar articles, of any material
9620 Monopods, bipods, tripods and similar articles
9701 Paintings, drawings and pastels, executed entirely by hand; collages, mosaics and similar decorative plaques
9702 Original engravings, prints and lithographs
9703 Original sculptures and statuary, in any material
9704 Postage or revenue stamps, stamp-postmarks, first-day covers, postal stationery, used or unused
9705 Collections and collectors' pieces of archaeological, ethnographic, historical, zoological, botanical interest
9706 Antiques of an age exceeding one hundred years
`;
