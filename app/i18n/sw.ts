/**
 * The visitors' pages in Kiswahili, keyed by their English wording; `_one` and `_other` are
 * the singular and plural of a text that counts, `_button` the saved state of the heart.
 */
export const kiswahili: Record<string, string> = {
  // The header, footer and pages that are the same on every visit.
  Home: "Mwanzo",
  Properties: "Mali",
  About: "Kuhusu",
  Contact: "Mawasiliano",
  Saved: "Zilizohifadhiwa",
  Saved_button: "Imehifadhiwa",
  Main: "Kuu",
  Language: "Lugha",
  "{{site}} home": "Mwanzo wa {{site}}",
  "Your agency": "Wakala wako",
  "Skip to content": "Ruka hadi maudhui",
  "Homes to buy and rent, hotels and land across Kenya, priced in shillings or dollars with the other figure beside every price.":
    "Nyumba za kununua na kukodi, hoteli na ardhi kote Kenya, bei kwa shilingi au dola pamoja na kiasi cha sarafu nyingine kando ya kila bei.",
  "More about us": "Zaidi kuhusu sisi",
  "Send us a message": "Tutumie ujumbe",
  "Follow us": "Tufuate",
  "About us": "Kuhusu sisi",
  "Who we are and how {{site}} helps you find property in Kenya.":
    "Sisi ni nani na jinsi {{site}} inavyokusaidia kupata mali nchini Kenya.",
  "There is nothing here yet.": "Bado hakuna kitu hapa.",
  "Go to the home page": "Nenda ukurasa wa mwanzo",

  // The home page.
  "{{site}} · Houses, rentals, hotels and land in Kenya":
    "{{site}} · Nyumba za kuuza na kukodi, hoteli na ardhi nchini Kenya",
  "Find houses for sale, homes to rent, hotels and land across Kenya, priced in dollars and shillings.":
    "Pata nyumba za kuuza, nyumba za kukodi, hoteli na ardhi kote Kenya, kwa bei za dola na shilingi.",
  "{{site}}: houses, rentals, hotels and land in Kenya":
    "{{site}}: nyumba za kuuza na kukodi, hoteli na ardhi nchini Kenya",
  "Find your place in Kenya": "Pata makazi yako nchini Kenya",
  "Houses to buy and rent, hotels and land from Nairobi to the coast, with every price in dollars and shillings.":
    "Nyumba za kununua na kukodi, hoteli na ardhi kutoka Nairobi hadi pwani, kila bei kwa dola na shilingi.",
  "What you can do on {{site}}": "Unachoweza kufanya kwenye {{site}}",
  "Buy a house": "Nunua nyumba",
  "Family homes, villas and apartments for sale in Kenya's cities and coast.":
    "Nyumba za familia, majumba ya kifahari na fleti zinazouzwa katika miji na pwani ya Kenya.",
  "Rent a house": "Kodi nyumba",
  "Furnished and unfurnished homes to rent, with the monthly price up front.":
    "Nyumba za kukodi zenye samani na zisizo na samani, bei ya kila mwezi ikiwa wazi.",
  "Buy land": "Nunua ardhi",
  "Plots and acreage with the shilling price beside the dollar price.":
    "Viwanja na mashamba, bei ya shilingi kando ya bei ya dola.",
  "Properties for you": "Mali kwa ajili yako",
  "View All": "Tazama zote",
  "No property found": "Hakuna mali iliyopatikana",

  // Kinds of listing, their state and terms.
  "For sale": "Za kuuza",
  "To rent": "Za kukodi",
  Rent: "Kodi",
  Hotel: "Hoteli",
  Land: "Ardhi",
  "Houses for sale": "Nyumba za kuuza",
  "Homes to rent": "Nyumba za kukodi",
  Hotels: "Hoteli",
  "Land for sale": "Ardhi ya kuuza",
  Available: "Inapatikana",
  "Under offer": "Ofa inashughulikiwa",
  Sold: "Imeuzwa",
  Let: "Imekodishwa",
  Freehold: "Umiliki wa kudumu",
  Leasehold: "Umiliki wa kukodisha",
  "per month": "kwa mwezi",
  "per week": "kwa wiki",
  "per year": "kwa mwaka",
  "per night": "kwa usiku",
  "was {{price}}": "awali {{price}}",
  "Price history": "Historia ya bei",
  Date: "Tarehe",
  "Price reduced": "Bei imepunguzwa",
  "Reduced on {{date}} from {{price}}": "Bei ilipunguzwa tarehe {{date}} kutoka {{price}}",
  "Availability checked today": "Upatikanaji ulithibitishwa leo",
  "Availability checked yesterday": "Upatikanaji ulithibitishwa jana",
  "Availability checked {{count}} days ago_one": "Upatikanaji ulithibitishwa siku {{count}} iliyopita",
  "Availability checked {{count}} days ago_other": "Upatikanaji ulithibitishwa siku {{count}} zilizopita",
  "Not confirmed recently: ask whether it is still available.":
    "Haijathibitishwa hivi karibuni: uliza kama bado inapatikana.",
  "This property was let on {{date}} and is no longer on offer.":
    "Mali hii ilikodishwa tarehe {{date}} na haipatikani tena.",
  "This property has been let and is no longer on offer.": "Mali hii imekodishwa na haipatikani tena.",
  "This property was sold on {{date}} and is no longer on offer.":
    "Mali hii iliuzwa tarehe {{date}} na haipatikani tena.",
  "This property has been sold and is no longer on offer.": "Mali hii imeuzwa na haipatikani tena.",
  "Similar properties on offer": "Mali zinazofanana zinazopatikana",
  "No similar property is on offer now.": "Hakuna mali inayofanana inayopatikana kwa sasa.",
  Studio: "Chumba kimoja",
  "{{count}} bedrooms_one": "chumba {{count}} cha kulala",
  "{{count}} bedrooms_other": "vyumba {{count}} vya kulala",
  "{{count}} bathrooms_one": "bafu {{count}}",
  "{{count}} bathrooms_other": "bafu {{count}}",
  "{{size}} acres_one": "ekari {{size}}",
  "{{size}} acres_other": "ekari {{size}}",
  "{{size}} hectares_one": "hekta {{size}}",
  "{{size}} hectares_other": "hekta {{size}}",
  "{{size}} m²": "m² {{size}}",
  "{{words}} ({{acres}})": "{{words}} (sawa na {{acres}})",

  // The property list.
  "Search houses for sale, rentals, hotels and land in Kenya by name, place, type, city, price, bedrooms and amenities.":
    "Tafuta nyumba za kuuza, za kukodi, hoteli na ardhi nchini Kenya kwa jina, mahali, aina, mji, bei, vyumba vya kulala na huduma.",
  "{{kind}} in {{place}}, with every price in US dollars and Kenyan shillings.":
    "{{kind}} katika {{place}}, kila bei kwa dola za Marekani na shilingi za Kenya.",
  "in {{place}}": "katika {{place}}",
  "matching “{{search}}”": "zinazolingana na “{{search}}”",
  "matching the words searched": "zinazolingana na maneno yaliyotafutwa",
  "page {{page}}": "ukurasa {{page}}",
  Search: "Tafuta",
  "Place, feature or reference: Kilimani pool, MK-1042":
    "Mahali, kitu au namba ya kumbukumbu: Kilimani bwawa, MK-1042",
  "Best match": "Zinazolingana zaidi",
  "Showing results for {{search}}.": "Tunaonyesha matokeo ya {{search}}.",
  "Search instead for {{search}}": "Tafuta badala yake {{search}}",
  "“{{word}}” is no filter: set a price range under More filters.":
    "“{{word}}” si kichujio: weka kiwango cha bei chini ya Vichujio zaidi.",
  "Type at least {{count}} letters to search: showing every listing for now.":
    "Andika angalau herufi {{count}} ili kutafuta: kwa sasa tunaonyesha mali zote.",
  Type: "Aina",
  City: "Mji",
  Sort: "Panga",
  All: "Zote",
  "For sale first, then to rent": "Zinazouzwa kwanza, kisha za kukodi",
  "Price: Low to High": "Bei: chini hadi juu",
  "Price: High to Low": "Bei: juu hadi chini",
  "Latest published": "Zilizochapishwa karibuni",
  "Price per acre: Low to High": "Bei kwa ekari: chini hadi juu",
  "Name: A to Z": "Jina: A hadi Z",
  "More filters": "Vichujio zaidi",
  Price: "Bei",
  Currency: "Sarafu",
  "Minimum price": "Bei ya chini kabisa",
  "Maximum price": "Bei ya juu kabisa",
  "No minimum": "Bila kikomo cha chini",
  "No maximum": "Bila kikomo cha juu",
  "Most to move in (rentals)": "Kiasi cha juu cha kuhamia (nyumba za kukodi)",
  "up to {{amount}} to move in": "hadi {{amount}} kuhamia",
  Bedrooms: "Vyumba vya kulala",
  Any: "Yoyote",
  "{{count}} or more": "{{count}} au zaidi",
  "Smallest floor area (m²)": "Eneo la sakafu lisilopungua (m²)",
  "at least {{area}} m² of floor": "sakafu ya angalau m² {{area}}",
  Amenities: "Huduma",
  "Include sold and let": "Jumuisha zilizouzwa na zilizokodishwa",
  "Apply filters": "Tumia vichujio",
  "{{count}} properties_one": "Mali {{formatted}}",
  "{{count}} properties_other": "Mali {{formatted}}",
  "Clear filters": "Ondoa vichujio",
  Pages: "Kurasa",
  "Previous page": "Ukurasa uliotangulia",
  "Next page": "Ukurasa unaofuata",
  "Page {{page}}": "Ukurasa {{page}}",
  "The properties could not be loaded. Please try again.": "Mali hazikuweza kupakiwa. Tafadhali jaribu tena.",
  "Error: {{message}}": "Hitilafu: {{message}}",

  // Prices in either currency first, and the mortgage calculator.
  "Prices first in": "Bei kwanza kwa",
  "US dollars": "Dola za Marekani",
  "Kenyan shillings": "Shilingi za Kenya",
  "Mortgage calculator": "Kikokotoo cha mkopo wa nyumba",
  "Deposit (% of the price)": "Malipo ya awali (% ya bei)",
  "Term (years)": "Muda (miaka)",
  "Interest rate (% a year)": "Riba (% kwa mwaka)",
  Calculate: "Kokotoa",
  "Monthly repayment": "Marejesho ya kila mwezi",
  Loan: "Mkopo",
  "Monthly income for a repayment of a third of it": "Mapato ya kila mwezi ambayo marejesho ni theluthi yake",
  "To see the repayment, enter a deposit from {{depositMin}} to {{depositMax}} %, a term of {{termMin}} to {{termMax}} years and a rate from {{rateMin}} to {{rateMax}} %.":
    "Ili kuona marejesho, andika malipo ya awali ya {{depositMin}} hadi {{depositMax}} %, muda wa miaka {{termMin}} hadi {{termMax}} na riba ya {{rateMin}} hadi {{rateMax}} %.",
  "A guide at a fixed rate, before fees and insurance; your lender's offer decides.":
    "Ni makadirio kwa riba isiyobadilika, kabla ya ada na bima; ofa ya mkopeshaji wako ndiyo itaamua.",
  "Please enter a deposit from 0 to 100 per cent of the price, such as 20":
    "Tafadhali andika malipo ya awali ya asilimia 0 hadi 100 ya bei, kama 20",
  "Please enter a term of 1 to 30 whole years, such as 20":
    "Tafadhali andika muda wa miaka kamili 1 hadi 30, kama 20",
  "Please enter an interest rate from 0 to 30 per cent a year, such as 13.5":
    "Tafadhali andika riba ya asilimia 0 hadi 30 kwa mwaka, kama 13.5",

  // The map.
  Location: "Mahali",
  "approximate: within about {{radius}} m of the point shown":
    "makadirio: ndani ya takriban m {{radius}} kutoka sehemu iliyoonyeshwa",
  "Show on map": "Onyesha kwenye ramani",
  "See it on OpenStreetMap": "Iangalie kwenye OpenStreetMap",
  "Show the properties": "Onyesha mali",
  List: "Orodha",
  Map: "Ramani",
  "{count} properties": "mali {count}",
  "show them in the list": "zionyeshe kwenye orodha",
  "Map of the properties": "Ramani ya mali",
  "The map needs JavaScript; the properties are listed below.":
    "Ramani inahitaji JavaScript; mali zimeorodheshwa hapa chini.",
  "Search this area": "Tafuta eneo hili",
  "None of these properties is on the map yet.": "Hakuna kati ya mali hizi iliyo kwenye ramani bado.",
  "Only the area you searched on the map.": "Eneo ulilotafuta kwenye ramani pekee.",
  "Search everywhere": "Tafuta kila mahali",
  "The map area in the address could not be read: showing the properties everywhere.":
    "Eneo la ramani kwenye anwani halikuweza kusomwa: tunaonyesha mali za kila mahali.",

  // Amenities a listing may have.
  Borehole: "Kisima",
  DSQ: "DSQ (chumba cha mfanyakazi)",
  "Backup generator": "Jenereta ya akiba",
  Parking: "Maegesho",
  Security: "Ulinzi",
  "Swimming pool": "Bwawa la kuogelea",
  Garden: "Bustani",
  "Wi-Fi": "Wi-Fi",
  Furnished: "Ina samani",
  "Gated community": "Mtaa uliozungushiwa lango",
  "Solar water heating": "Maji ya moto kwa nishati ya jua",

  // A listing's page.
  "{{type}} in {{place}}, for {{price}}.": "{{type}} katika {{place}}, kwa {{price}}.",
  "House for sale in {{place}}": "Nyumba ya kuuza katika {{place}}",
  "Home to rent in {{place}}": "Nyumba ya kukodi katika {{place}}",
  "Hotel in {{place}}": "Hoteli katika {{place}}",
  "Land for sale in {{place}}": "Ardhi ya kuuza katika {{place}}",
  "Draft: only you can see this": "Rasimu: ni wewe tu unayeweza kuona hii",
  Breadcrumb: "Njia ya ukurasa",
  carousel: "onyesho la picha",
  "Photos of {{name}}": "Picha za {{name}}",
  "{{name}}, photo {{number}} of {{count}}": "{{name}}, picha ya {{number}} kati ya {{count}}",
  "Previous image": "Picha iliyotangulia",
  "Next image": "Picha inayofuata",
  Facts: "Maelezo muhimu",
  Reference: "Kumbukumbu",
  Bathrooms: "Bafu",
  "Floor area": "Eneo la sakafu",
  "Plot size": "Ukubwa wa kiwanja",
  Tenure: "Aina ya umiliki",
  Rate: "Bei",
  Deposit: "Amana",
  "To move in:": "Kuhamia:",
  "{{amount}} per m²": "{{amount}} kwa m²",
  "{{amount}} per acre": "{{amount}} kwa ekari",
  "Video tour": "Ziara ya video",
  "Video tour of {{name}}": "Ziara ya video ya {{name}}",
  "Play the video tour ({{provider}})": "Cheza ziara ya video ({{provider}})",
  "First month's rent": "Kodi ya mwezi wa kwanza",
  "Deposit of {{months}} months' rent": "Amana ya kodi ya miezi {{months}}",
  "Agency fee": "Ada ya wakala",
  "Service charge for the first month": "Ada ya huduma ya mwezi wa kwanza",
  "Water and electricity deposits": "Amana za maji na umeme",
  Availability: "Upatikanaji",
  Listed: "Imeorodheshwa",
  Updated: "Imesasishwa",
  Save: "Hifadhi",
  "Save {{name}}": "Hifadhi {{name}}",
  "Saved: {{name}}": "Imehifadhiwa: {{name}}",
  Share: "Shiriki",
  "Share on WhatsApp": "Shiriki kwenye WhatsApp",
  "Copy link": "Nakili kiungo",
  "Link copied": "Kiungo kimenakiliwa",
  "The link could not be copied. Copy it from the address bar.":
    "Kiungo hakikuweza kunakiliwa. Kinakili kutoka kwenye upau wa anwani.",
  Description: "Maelezo",
  "Stay safe": "Kuwa salama",
  "Stay safe.": "Kuwa salama.",
  "Never pay a deposit or a viewing fee before you have seen the property in person and confirmed who owns it.":
    "Usilipe amana wala ada ya kutazama kabla hujaiona mali mwenyewe na kuthibitisha mmiliki wake.",
  "If anyone asks you to pay first, please": "Mtu yeyote akikuomba ulipe kwanza, tafadhali",
  "tell us": "tuambie",
  "Price and contact": "Bei na mawasiliano",
  "Chat on WhatsApp": "Ongea kwenye WhatsApp",
  'Hello, I am interested in "{{name}}" ({{reference}}) on {{site}}: {{url}}':
    'Habari, ninavutiwa na "{{name}}" ({{reference}}) kwenye {{site}}: {{url}}',
  Call: "Piga simu",
  Enquire: "Uliza",
  "Property not found": "Mali haikupatikana",
  Error: "Hitilafu",
  "This property may have been sold, let or taken off the site.":
    "Huenda mali hii imeuzwa, imekodishwa au imeondolewa kwenye tovuti.",
  "Error: the property could not be loaded. Please try again.":
    "Hitilafu: mali hii haikuweza kupakiwa. Tafadhali jaribu tena.",
  "See all properties": "Tazama mali zote",

  // The enquiry and contact forms.
  "Enquire about this property": "Uliza kuhusu mali hii",
  "Leave a phone number or an e-mail address and we will get back to you.":
    "Acha namba ya simu au anwani ya barua pepe nasi tutakujibu.",
  "When you call, quote the reference": "Unapopiga simu, taja namba ya kumbukumbu",
  "Thank you, {{name}}. Your enquiry about {{listing}} ({{reference}}) has been sent; we will get back to you soon.":
    "Asante, {{name}}. Swali lako kuhusu {{listing}} ({{reference}}) limetumwa; tutakujibu hivi karibuni.",
  "Please correct the fields marked below; nothing you typed has been lost.":
    "Tafadhali sahihisha sehemu zilizowekwa alama hapa chini; hakuna ulichoandika kilichopotea.",
  "You have sent several messages in a short time. Please try again in {{wait}}; what you typed is still below.":
    "Umetuma jumbe kadhaa kwa muda mfupi. Tafadhali jaribu tena baada ya {{wait}}; ulichoandika bado kipo hapa chini.",
  "about {{count}} minutes_one": "kama dakika moja",
  "about {{count}} minutes_other": "kama dakika {{count}}",
  "How should we reply? A phone number, an e-mail address or both":
    "Tukujibu vipi? Namba ya simu, anwani ya barua pepe au zote mbili",
  "I am interested in {{name}} ({{reference}}). Is it still available, and when could I view it?":
    "Ninavutiwa na {{name}} ({{reference}}). Je, bado inapatikana, na ninaweza kuiona lini?",
  "Leave this field empty": "Acha sehemu hii tupu",
  "Sending…": "Inatuma…",
  "Send enquiry": "Tuma swali",
  Send: "Tuma",
  "Contact us": "Wasiliana nasi",
  "Send {{site}} a message about buying, renting or listing a property.":
    "Tuma ujumbe kwa {{site}} kuhusu kununua, kukodi au kuorodhesha mali.",
  "Ask about a property, arrange a viewing or list your own. We reply by e-mail.":
    "Uliza kuhusu mali, panga kuitembelea au orodhesha yako mwenyewe. Tunajibu kwa barua pepe.",
  "Thank you, {{name}}. Your message has been sent and we will reply soon.":
    "Asante, {{name}}. Ujumbe wako umetumwa na tutakujibu hivi karibuni.",
  Name: "Jina",
  Email: "Barua pepe",
  Phone: "Simu",
  Message: "Ujumbe",
  "Please enter your name": "Tafadhali andika jina lako",
  "Please keep your name under 100 characters": "Tafadhali weka jina lako chini ya herufi 100",
  "Please write a message": "Tafadhali andika ujumbe",
  "Please keep your message under 5,000 characters": "Tafadhali weka ujumbe wako chini ya herufi 5,000",
  "That phone number is too long": "Namba hiyo ya simu ni ndefu mno",
  "Please enter a valid e-mail address, like name@example.com":
    "Tafadhali andika anwani sahihi ya barua pepe, kama name@example.com",
  "Please enter your e-mail address": "Tafadhali andika anwani yako ya barua pepe",
  "That e-mail address is too long": "Anwani hiyo ya barua pepe ni ndefu mno",
  "Please enter a phone number like 0712 345 678 or +254 712 345 678":
    "Tafadhali andika namba ya simu kama 0712 345 678 au +254 712 345 678",
  "Please give a phone number or an e-mail address, so that we can reply":
    "Tafadhali toa namba ya simu au anwani ya barua pepe, ili tuweze kukujibu",

  // Saved listings.
  "Saved listings": "Mali ulizohifadhi",
  "The listings you save with the heart are kept in this browser, not on the site.":
    "Mali unazohifadhi kwa alama ya moyo zinawekwa kwenye kivinjari hiki, si kwenye tovuti.",
  "Loading your saved listings…": "Inapakia mali ulizohifadhi…",
  "Error: your saved listings could not be loaded. Please try again.":
    "Hitilafu: mali ulizohifadhi hazikuweza kupakiwa. Tafadhali jaribu tena.",
  "Saved listings need JavaScript, which is turned off in this browser.":
    "Mali ulizohifadhi zinahitaji JavaScript, ambayo imezimwa kwenye kivinjari hiki.",
  "You have no saved listings yet.": "Bado hujahifadhi mali yoyote.",
  "Browse properties": "Tazama mali",
  "{{count}} saved listings are no longer available and were removed from your list._one":
    "Mali moja uliyohifadhi haipatikani tena na imeondolewa kwenye orodha yako.",
  "{{count}} saved listings are no longer available and were removed from your list._other":
    "Mali {{count}} ulizohifadhi hazipatikani tena na zimeondolewa kwenye orodha yako.",

  // Search alerts: the sign-up, the pages their e-mails' links open, and the e-mails.
  "{{items}} and {{last}}": "{{items}} na {{last}}",
  "{{min}} to {{max}}": "{{min}} hadi {{max}}",
  "from {{price}}": "kuanzia {{price}}",
  "up to {{price}}": "hadi {{price}}",
  "{{count}} or more bedrooms_one": "chumba {{count}} au zaidi cha kulala",
  "{{count}} or more bedrooms_other": "vyumba {{count}} au zaidi vya kulala",
  "with {{amenities}}": "pamoja na {{amenities}}",
  "sold and let included": "zikiwemo zilizouzwa na zilizokodishwa",
  "As soon as they are listed": "Mara tu yanapoorodheshwa",
  "Once a day, in the morning": "Mara moja kwa siku, asubuhi",
  "as soon as they are listed": "mara tu yanapoorodheshwa",
  "once a day, in the morning": "mara moja kwa siku, asubuhi",
  "How often": "Mara ngapi",
  "Please choose how often to be e-mailed": "Tafadhali chagua mara ngapi utumiwe barua pepe",
  "E-mail me new matches": "Nitumie matangazo mapya yanayolingana",
  "New listings for {{search}}, by e-mail. We first send a link to confirm; every e-mail has a link to stop them.":
    "Matangazo mapya ya {{search}}, kwa barua pepe. Kwanza tunatuma kiungo cha kuthibitisha; kila barua pepe ina kiungo cha kuzisitisha.",
  "Check your inbox: we have e-mailed {{email}} a link to confirm the alert for {{search}}. Nothing is sent until you confirm.":
    "Angalia sanduku lako la barua: tumetuma kwa {{email}} kiungo cha kuthibitisha arifa ya {{search}}. Hakuna kitakachotumwa hadi uthibitishe.",
  "Back to the list": "Rudi kwenye orodha",
  "E-mail alerts are not offered on this site at the moment.":
    "Arifa za barua pepe hazitolewi kwenye tovuti hii kwa sasa.",
  "Choose a type, a city, a price, bedrooms, an amenity or a search on the list first: an alert e-mails the new listings that match them.":
    "Kwanza chagua aina, mji, bei, vyumba vya kulala, huduma au utafutaji kwenye orodha: arifa hutuma kwa barua pepe matangazo mapya yanayolingana navyo.",
  "This search is not one the list offers, so it cannot be followed by e-mail. Choose its city and filters on the list, then sign up there.":
    "Utafutaji huu si mojawapo ya yale ambayo orodha inatoa, kwa hivyo hauwezi kufuatiliwa kwa barua pepe. Chagua mji wake na vichujio kwenye orodha, kisha ujisajili hapo.",
  "Too many sign-ups from here or for this address lately. Please try again in {{wait}}.":
    "Usajili mwingi mno kutoka hapa au kwa anwani hii hivi karibuni. Tafadhali jaribu tena baada ya {{wait}}.",
  "This address already has {{max}} alerts, the most it may have. Stop one with the “Your alerts” link in any alert e-mail, then try again.":
    "Anwani hii tayari ina arifa {{max}}, kiwango cha juu kabisa. Sitisha mojawapo kwa kiungo cha “Arifa zako” kilicho katika barua pepe yoyote ya arifa, kisha ujaribu tena.",
  "This link is not valid any more: the alert may have been removed, or never confirmed within a week.":
    "Kiungo hiki si halali tena: huenda arifa imeondolewa, au haikuthibitishwa ndani ya wiki moja.",
  "Confirm your alert": "Thibitisha arifa yako",
  "Your alert is on: new listings for {{search}} will be e-mailed to you {{when}}.":
    "Arifa yako imewashwa: matangazo mapya ya {{search}} yatatumwa kwako kwa barua pepe {{when}}.",
  "Your alerts": "Arifa zako",
  "Your other alerts": "Arifa zako nyingine",
  "See the list": "Tazama orodha",
  "This alert was stopped. Sign up again from the list to have it back.":
    "Arifa hii ilisitishwa. Jisajili tena kutoka kwenye orodha ili uirudishe.",
  "E-mail me new listings for {{search}}, {{when}}.":
    "Nitumie kwa barua pepe matangazo mapya ya {{search}}, {{when}}.",
  "Confirm alert": "Thibitisha arifa",
  "You have no alerts. Set one from any filtered {{list}}.":
    "Huna arifa yoyote. Weka moja kutoka kwenye {{list}} iliyochujwa.",
  "list of properties": "orodha ya mali",
  Alerts: "Arifa",
  "waiting for you to confirm it from its e-mail": "inasubiri uithibitishe kutoka kwenye barua pepe yake",
  Unsubscribe: "Jiondoe",
  "Unsubscribe from {{search}}": "Jiondoe kwenye {{search}}",
  "Unsubscribe from all": "Jiondoe kwenye zote",
  "Choose an alert to stop.": "Chagua arifa ya kusitisha.",
  "Unsubscribed.": "Umejiondoa.",
  "The unsubscribe request was not understood. Use the button on this page.":
    "Ombi la kujiondoa halikueleweka. Tumia kitufe kilicho kwenye ukurasa huu.",
  "You are unsubscribed: no more e-mails about {{search}}.":
    "Umejiondoa: hutatumiwa tena barua pepe kuhusu {{search}}.",
  "Stop e-mailing me new listings for {{search}}?":
    "Acha kunitumia matangazo mapya ya {{search}} kwa barua pepe?",
  "Someone, we hope you, asked {{site}} to e-mail this address new listings for: {{search}}.":
    "Mtu fulani, tunatumaini ni wewe, aliiomba {{site}} itume kwa anwani hii matangazo mapya ya: {{search}}.",
  "Once you confirm, new listings come {{when}}.": "Ukishathibitisha, matangazo mapya yatakuja {{when}}.",
  "If it was not you, ignore this e-mail: nothing more will be sent.":
    "Kama si wewe, puuza barua pepe hii: hakuna kitakachotumwa tena.",
  "Confirm the alert": "Thibitisha arifa",
  "Confirm your {{site}} alert: {{search}}": "Thibitisha arifa yako ya {{site}}: {{search}}",
  "Today's {{count}} new listings: {{search}}_one": "Tangazo {{count}} jipya la leo: {{search}}",
  "Today's {{count}} new listings: {{search}}_other": "Matangazo {{count}} mapya ya leo: {{search}}",
  "{{count}} new listings: {{search}}_one": "Tangazo {{count}} jipya: {{search}}",
  "{{count}} new listings: {{search}}_other": "Matangazo {{count}} mapya: {{search}}",
  "{{count}} new listings for your {{site}} alert: {{search}}._one":
    "Tangazo {{count}} jipya kwa arifa yako ya {{site}}: {{search}}.",
  "{{count}} new listings for your {{site}} alert: {{search}}._other":
    "Matangazo {{count}} mapya kwa arifa yako ya {{site}}: {{search}}.",
  "And {{count}} more on the list_one": "Na jingine {{count}} kwenye orodha",
  "And {{count}} more on the list_other": "Na mengine {{count}} kwenye orodha",
  "See them all on the list": "Yaone yote kwenye orodha",
  "You asked for these e-mails {{when}}.": "Uliomba barua pepe hizi {{when}}.",
  "Unsubscribe from this alert": "Jiondoe kwenye arifa hii",

  // Pages that went wrong.
  "Page not found": "Ukurasa haukupatikana",
  "There is no page at this address on {{site}}.": "Hakuna ukurasa kwenye anwani hii katika {{site}}.",
  "We could not find the page you asked for. It may have moved, or the link may be mistyped.":
    "Hatukuweza kupata ukurasa uliouomba. Huenda umehamishwa, au kiungo kimekosewa.",
  "The form could not be read": "Fomu haikuweza kusomwa",
  "Please go back and try again.": "Tafadhali rudi nyuma ujaribu tena.",
  "Not allowed": "Hairuhusiwi",
  "This page is for the office's owner.": "Ukurasa huu ni wa mmiliki wa ofisi.",
  "We could not find the page you asked for.": "Hatukuweza kupata ukurasa uliouomba.",
  "Too large to send": "Ni kubwa mno kutuma",
  "Not sent": "Haikutumwa",
  "The form was not sent": "Fomu haikutumwa",
  "Go back to your form: what you typed is still there.": "Rudi kwenye fomu yako: ulichoandika bado kipo.",
  "This form is larger than the site accepts ({{size}}).":
    "Fomu hii ni kubwa kuliko tovuti inavyokubali ({{size}}).",
  "The site takes forms as a web browser sends them (application/x-www-form-urlencoded or multipart/form-data).":
    "Tovuti inapokea fomu jinsi kivinjari kinavyozituma (application/x-www-form-urlencoded au multipart/form-data).",
  "The form could not be read. Please try again.": "Fomu haikuweza kusomwa. Tafadhali jaribu tena.",
  "This form took too long to arrive. Please check your connection and send it again.":
    "Fomu hii ilichukua muda mrefu mno kufika. Tafadhali angalia muunganisho wako kisha uitume tena.",
  "Only the signed-in office sends files here. Sign in again in another tab, then send the form again.":
    "Ni ofisi iliyoingia pekee inayotuma faili hapa. Ingia tena kwenye kichupo kingine, kisha utume fomu tena.",
  "The form holds a NUL byte or characters that are not UTF-8, which no one types. Please type the text again.":
    "Fomu ina baiti NUL au herufi zisizo za UTF-8, ambazo hakuna mtu anayeziandika. Tafadhali andika maandishi tena.",
  "Please go back and send smaller files.": "Tafadhali rudi nyuma utume faili ndogo zaidi.",
  "Something went wrong": "Kuna hitilafu",
  "We could not show this page. Please try again in a moment.":
    "Hatukuweza kuonyesha ukurasa huu. Tafadhali jaribu tena baada ya muda mfupi.",
  "Back in a moment": "Turudi baada ya muda mfupi",
  "The site cannot reach its data for a moment. Please try again in a minute.":
    "Tovuti haiwezi kufikia data yake kwa sasa. Tafadhali jaribu tena baada ya dakika moja.",
  "The site cannot reach its data for a moment, so nothing was saved. Go back: what you typed is still there. Send it again in a minute.":
    "Tovuti haiwezi kufikia data yake kwa sasa, kwa hiyo hakuna kilichohifadhiwa. Rudi nyuma: ulichoandika bado kipo. Kitume tena baada ya dakika moja.",
  "The site has no room left to save anything. Please try again later.":
    "Tovuti haina nafasi tena ya kuhifadhi chochote. Tafadhali jaribu tena baadaye.",
  "The site has no room left to save anything, so nothing was saved. Go back: what you typed is still there. Send it again later.":
    "Tovuti haina nafasi tena ya kuhifadhi chochote, kwa hiyo hakuna kilichohifadhiwa. Rudi nyuma: ulichoandika bado kipo. Kitume tena baadaye.",

  // The window card the office prints for a listing.
  "QR code to this listing's page": "Msimbo wa QR wa ukurasa wa mali hii",
  "Scan with your phone for all the photos and details": "Changanua kwa simu yako uone picha zote na maelezo",
  // Booking a viewing, its e-mails and its cancel page.
  "Book a viewing": "Panga ziara ya kutazama",
  "Choose a time": "Chagua muda",
  Weeks: "Wiki",
  "Earlier times": "Nyakati za mapema",
  "Later times": "Nyakati za baadaye",
  "No viewing times are free this week.": "Hakuna nyakati za kutazama zilizo wazi wiki hii.",
  "Every free time in the next two weeks": "Kila wakati ulio wazi katika wiki mbili zijazo",
  "See the free times": "Tazama nyakati zilizo wazi",
  "Choose a time in the office's hours (Nairobi time); the office confirms each booking.":
    "Chagua muda ndani ya saa za ofisi (saa za Nairobi); ofisi huthibitisha kila ziara.",
  "Book the viewing": "Weka ziara",
  "Please choose one of the times shown": "Tafadhali chagua mojawapo ya nyakati zilizoonyeshwa",
  "Sorry, someone has just taken the last place at that time. Please choose another time.":
    "Samahani, mtu mwingine amechukua nafasi ya mwisho ya muda huo sasa hivi. Tafadhali chagua muda mwingine.",
  "You have already booked a viewing at that time. Please choose another time.":
    "Tayari umeweka ziara kwa muda huo. Tafadhali chagua muda mwingine.",
  "You have already booked a viewing of this property; the office will answer it soon. To change the time, cancel it from its page or call the office.":
    "Tayari umeweka ziara ya kutazama mali hii; ofisi itakujibu hivi karibuni. Ili kubadilisha muda, ighairi kwenye ukurasa wake au piga simu ofisini.",
  "You already have {{count}} viewings waiting for the office's answer. Please wait for the office to answer them, or cancel one, before booking another._one":
    "Tayari una ziara {{count}} inayosubiri jibu la ofisi. Tafadhali subiri ofisi iijibu, au uighairi, kabla ya kuweka nyingine.",
  "You already have {{count}} viewings waiting for the office's answer. Please wait for the office to answer them, or cancel one, before booking another._other":
    "Tayari una ziara {{count}} zinazosubiri jibu la ofisi. Tafadhali subiri ofisi izijibu, au ughairi mojawapo, kabla ya kuweka nyingine.",
  "Many viewings have been booked from your connection today. Please try again tomorrow, or call the office to arrange one.":
    "Ziara nyingi zimewekwa kutoka kwenye mtandao wako leo. Tafadhali jaribu tena kesho, au piga simu ofisini ili kupanga moja.",
  "No viewing times are free in the next two weeks. Please call or write to us to arrange one.":
    "Hakuna muda wa kutazama ulio wazi katika wiki mbili zijazo. Tafadhali tupigie simu au utuandikie ili tuipange.",
  "Thank you, {{name}}. Your viewing of {{listing}} on {{when}} is booked; the office will confirm it.":
    "Asante, {{name}}. Ziara yako ya kutazama {{listing}} siku ya {{when}} imewekwa; ofisi itaithibitisha.",
  "Your booking reference": "Namba ya kumbukumbu ya ziara yako",
  "Add it to your calendar": "Iongeze kwenye kalenda yako",
  "Questions? Call the office:": "Maswali? Piga simu ofisini:",
  "We have not e-mailed {{email}}: it has had several e-mails from this site in the last hour. Keep your booking reference; the office will call you.":
    "Hatujatuma barua pepe kwa {{email}}: imepokea barua pepe kadhaa kutoka tovuti hii katika saa iliyopita. Hifadhi nambari yako ya ombi; ofisi itakupigia simu.",
  "No e-mail is sent for this booking: keep your booking reference; the office will call you.":
    "Hakuna barua pepe inayotumwa kwa ombi hili: hifadhi nambari yako ya ombi; ofisi itakupigia simu.",
  "Please write your name only": "Tafadhali andika jina lako tu",
  "Please keep your name under 60 characters": "Tafadhali weka jina lako chini ya herufi 60",
  "We have e-mailed {{email}} the details, with a link to cancel.":
    "Tumetuma maelezo kwa {{email}}, pamoja na kiungo cha kughairi.",
  "Cancel the viewing": "Ghairi ziara",
  "This link is not valid. Please use the link in your latest e-mail about the viewing.":
    "Kiungo hiki si halali. Tafadhali tumia kiungo kilicho kwenye barua pepe yako ya karibuni kuhusu ziara.",
  "Your viewing is cancelled; its time is free for others again.":
    "Ziara yako imeghairiwa; muda wake uko wazi kwa wengine tena.",
  "The office could not take this viewing; there is nothing to cancel.":
    "Ofisi haikuweza kupokea ziara hii; hakuna cha kughairi.",
  "Can you not come? Cancel the viewing, so that someone else may take its time.":
    "Hutaweza kuja? Ghairi ziara, ili mtu mwingine apate muda wake.",
  "Viewing booked: {{listing}}, {{when}} ({{reference}})":
    "Ziara imewekwa: {{listing}}, {{when}} ({{reference}})",
  "Viewing confirmed: {{listing}}, {{when}} ({{reference}})":
    "Ziara imethibitishwa: {{listing}}, {{when}} ({{reference}})",
  "Viewing moved: {{listing}}, now {{when}} ({{reference}})":
    "Ziara imehamishwa: {{listing}}, sasa {{when}} ({{reference}})",
  "Viewing not possible: {{listing}}, {{when}} ({{reference}})":
    "Ziara haiwezekani: {{listing}}, {{when}} ({{reference}})",
  "Viewing cancelled: {{listing}}, {{when}} ({{reference}})":
    "Ziara imeghairiwa: {{listing}}, {{when}} ({{reference}})",
  "Reminder: viewing of {{listing}}, {{when}} ({{reference}})":
    "Ukumbusho: ziara ya kutazama {{listing}}, {{when}} ({{reference}})",
  "Hello {{name}},": "Hujambo {{name}},",
  "Hello,": "Hujambo,",
  "we have your booking to view {{listing}} on {{when}}. The office will confirm it soon.":
    "tumepokea ombi lako la kutazama {{listing}} siku ya {{when}}. Ofisi italithibitisha hivi karibuni.",
  "your viewing of {{listing}} on {{when}} is confirmed.":
    "ziara yako ya kutazama {{listing}} siku ya {{when}} imethibitishwa.",
  "your viewing of {{listing}} has moved to {{when}}, and is confirmed.":
    "ziara yako ya kutazama {{listing}} imehamishiwa siku ya {{when}}, na imethibitishwa.",
  "sorry: the office cannot show you {{listing}} on {{when}}. Please choose another time on the listing's page.":
    "samahani: ofisi haitaweza kukuonyesha {{listing}} siku ya {{when}}. Tafadhali chagua muda mwingine kwenye ukurasa wa tangazo.",
  "your viewing of {{listing}} on {{when}} is cancelled.":
    "ziara yako ya kutazama {{listing}} siku ya {{when}} imeghairiwa.",
  "a reminder: your viewing of {{listing}} is on {{when}}.":
    "ukumbusho: ziara yako ya kutazama {{listing}} ni siku ya {{when}}.",
  "Ref. {{reference}}.": "Kumb. {{reference}}.",
  "We have texted a code to {{mobile}}. Type it below within {{minutes}} minutes to book the viewing of {{listing}} on {{when}}; the time is held for you until then.":
    "Tumetuma msimbo kwa {{mobile}}. Uandike hapa chini ndani ya dakika {{minutes}} ili kuweka ziara ya kutazama {{listing}} siku ya {{when}}; muda huo umeshikiliwa kwa ajili yako hadi hapo.",
  "The code from the text": "Msimbo kutoka kwenye ujumbe",
  "We have texted {{mobile}} the details, with a link to cancel.":
    "Tumetuma kwa {{mobile}} maelezo, pamoja na kiungo cha kughairi.",
  "That is not the code we texted. Tries left: {{tries}}.":
    "Huo si msimbo tuliotuma. Majaribio yaliyobaki: {{tries}}.",
  "Confirm the booking": "Thibitisha ziara",
  "This code no longer works: it was used, tried too often, or its time ran out, and the viewing's time is free again. Please book again from the listing's page.":
    "Msimbo huu haufanyi kazi tena: ulishatumika, ulijaribiwa mara nyingi mno, au muda wake umekwisha, na muda wa ziara uko wazi tena. Tafadhali weka ziara upya kutoka ukurasa wa mali.",
  "Please give a Kenyan mobile number: we text it a code that confirms the booking":
    "Tafadhali toa namba ya simu ya mkononi ya Kenya: tunatuma kwake msimbo unaothibitisha ziara",
  "{{code}} is your code to book the viewing of {{listing}} on {{when}}. It works for {{minutes}} minutes.":
    "{{code}} ni msimbo wako wa kuweka ziara ya kutazama {{listing}} siku ya {{when}}. Unafanya kazi kwa dakika {{minutes}}.",
  Cancel: "Ghairi",
  Where: "Wapi",
  When: "Lini",
  "Booking reference": "Namba ya kumbukumbu",
  "The listing": "Tangazo",
  "Never pay a deposit or a viewing fee before you have seen the property.":
    "Usilipe amana wala ada ya kutazama kabla hujaiona mali.",
  "Viewing: {{listing}} ({{reference}})": "Ziara: {{listing}} ({{reference}})",
  // The office's credentials, "Is this really us?" and reports about a listing.
  "Our credentials": "Vibali vyetu",
  "Estate Agents Registration Board number": "Namba ya usajili wa Bodi ya Usajili wa Mawakala wa Mali",
  "Practising certificate": "Cheti cha kufanya kazi",
  "Your agent for this listing": "Wakala wako wa mali hii",
  "EARB registration {{number}}": "Usajili wa EARB {{number}}",
  "Ask for {{name}}": "Ulizia {{name}}",
  Office: "Ofisi",
  "{{first}} to {{last}}": "{{first}} hadi {{last}}",
  "Opening hours": "Saa za kazi",
  WhatsApp: "WhatsApp",
  "M-Pesa paybill": "Paybill ya M-Pesa",
  "M-Pesa till (Buy Goods)": "Till ya M-Pesa (Buy Goods)",
  "We never ask for a fee before a viewing, and never ask you to pay to a personal number.":
    "Hatuombi kamwe ada kabla ya kutazama mali, wala hatukuombi ulipe kwa namba ya mtu binafsi.",
  "We never ask for a fee before a viewing; we only take payments to M-Pesa paybill {{number}}.":
    "Hatuombi kamwe ada kabla ya kutazama mali; tunapokea malipo kupitia paybill ya M-Pesa {{number}} pekee.",
  "We never ask for a fee before a viewing; we only take payments to M-Pesa till {{number}}.":
    "Hatuombi kamwe ada kabla ya kutazama mali; tunapokea malipo kupitia till ya M-Pesa {{number}} pekee.",
  "Someone gave you another number or link?": "Kuna mtu amekupa namba au kiungo kingine?",
  "Is this really us? Check it here": "Je, ni sisi kweli? Hakikisha hapa",
  "Is this really us? Check a number or a link": "Je, ni sisi kweli? Hakikisha namba au kiungo",
  "Is this really us?": "Je, ni sisi kweli?",
  "Check whether a phone number, an M-Pesa number, a link or a listing really belongs to {{site}}.":
    "Hakikisha kama namba ya simu, namba ya M-Pesa, kiungo au tangazo ni la {{site}} kweli.",
  "Scammers copy real listings at lower prices and ask for a viewing fee to another number. Paste a phone number, an M-Pesa paybill or till number, a link or a listing's reference (such as MK-1042) to see whether it is ours.":
    "Matapeli hunakili matangazo halisi kwa bei ya chini na kuomba ada ya kutazama kwa namba nyingine. Bandika namba ya simu, namba ya paybill au till ya M-Pesa, kiungo au namba ya kumbukumbu ya tangazo (kama MK-1042) uone kama ni yetu.",
  "We could not read that as a phone number, a paybill or till number, a link or a reference. Please paste it as you received it.":
    "Hatukuweza kusoma hiyo kama namba ya simu, namba ya paybill au till, kiungo au namba ya kumbukumbu. Tafadhali ibandike kama ulivyoipokea.",
  "That is too long to check: please paste one number, link or reference of at most {{max}} characters.":
    "Hiyo ni ndefu mno kuhakikisha: tafadhali bandika namba, kiungo au namba ya kumbukumbu moja ya herufi {{max}} au chini.",
  "You have made many checks in a short time. Please try again in {{wait}}.":
    "Umehakikisha mara nyingi kwa muda mfupi. Tafadhali jaribu tena baada ya {{wait}}.",
  "Phone number, M-Pesa number, link or reference":
    "Namba ya simu, namba ya M-Pesa, kiungo au namba ya kumbukumbu",
  Check: "Hakikisha",
  "The answer": "Jibu",
  "You checked:": "Ulihakikisha:",
  "Yes: {{number}} is our WhatsApp number.": "Ndiyo: {{number}} ni namba yetu ya WhatsApp.",
  "Yes: {{number}} is our phone number.": "Ndiyo: {{number}} ni namba yetu ya simu.",
  "Yes: {{number}} is the WhatsApp number of {{name}}, who works with us.":
    "Ndiyo: {{number}} ni namba ya WhatsApp ya {{name}}, anayefanya kazi nasi.",
  "Yes: {{number}} is the phone number of {{name}}, who works with us.":
    "Ndiyo: {{number}} ni namba ya simu ya {{name}}, anayefanya kazi nasi.",
  "one of our agents": "mmoja wa mawakala wetu",
  "No: {{number}} is no longer one of our numbers. Its owner no longer works with us.":
    "Hapana: {{number}} si mojawapo ya namba zetu tena. Mwenye namba hiyo hafanyi kazi nasi tena.",
  "No: {{number}} is not one of our numbers.": "Hapana: {{number}} si mojawapo ya namba zetu.",
  "Do not pay anyone who uses it in our name, and please report it to us.":
    "Usimlipe mtu yeyote anayeitumia kwa jina letu, na tafadhali tuarifu.",
  "Yes: {{number}} is our official M-Pesa number.": "Ndiyo: {{number}} ni namba yetu rasmi ya M-Pesa.",
  "No: {{number}} is not our M-Pesa number.": "Hapana: {{number}} si namba yetu ya M-Pesa.",
  "Never pay to it in our name.": "Usilipe kamwe kwa namba hiyo kwa jina letu.",
  "No: this link is not our site.": "Hapana: kiungo hiki si cha tovuti yetu.",
  "Its address is made to look like ours: do not type anything or pay anything there.":
    "Anwani yake imefanywa ifanane na yetu: usiandike chochote wala kulipa chochote hapo.",
  "Do not trust a listing or a payment request that comes through it.":
    "Usiamini tangazo wala ombi la malipo linalokuja kupitia kiungo hicho.",
  "Yes: this link is our site.": "Ndiyo: kiungo hiki ni cha tovuti yetu.",
  "Yes: this link is our site, and this is the listing as it is now:":
    "Ndiyo: kiungo hiki ni cha tovuti yetu, na hili ndilo tangazo lilivyo sasa:",
  "This link is our site, but no listing is published there now.":
    "Kiungo hiki ni cha tovuti yetu, lakini hakuna tangazo lililochapishwa hapo sasa.",
  "Yes: {{reference}} is our listing, as it is now:": "Ndiyo: {{reference}} ni tangazo letu, lilivyo sasa:",
  "No: we have no published listing {{reference}}.":
    "Hapana: hatuna tangazo lililochapishwa lenye namba {{reference}}.",
  "Report this listing": "Ripoti tangazo hili",
  "Tell us if something is wrong with this listing, or if someone asked you to pay. We read every report.":
    "Tuambie kama kuna kasoro kwenye tangazo hili, au kama kuna mtu aliyekuomba ulipe. Tunasoma kila ripoti.",
  "What is wrong?": "Kuna tatizo gani?",
  "Already let or sold": "Tayari imekodishwa au imeuzwa",
  "Wrong price": "Bei si sahihi",
  "Someone asked me to pay or gave another number": "Mtu aliniomba nilipe au alinipa namba nyingine",
  "Something else": "Jambo jingine",
  "What happened (optional)": "Nini kilitokea (si lazima)",
  "Your phone, if we may call you (optional)": "Simu yako, kama tunaweza kukupigia (si lazima)",
  "Please choose what is wrong with the listing": "Tafadhali chagua tatizo la tangazo hili",
  "Please keep your message under 2,000 characters": "Tafadhali ujumbe wako usizidi herufi 2,000",
  "Write a report": "Andika ripoti",
  "Send report": "Tuma ripoti",
  "Thank you. Your report about {{listing}} ({{reference}}) has reached the office; we will look into it.":
    "Asante. Ripoti yako kuhusu {{listing}} ({{reference}}) imefika ofisini; tutaifuatilia.",
  "Back to the listing": "Rudi kwenye tangazo",

  // The privacy notice, and the line under every form that takes a visitor's details.
  "Privacy notice": "Taarifa ya faragha",
  "How {{site}} keeps the personal data of visitors: what, why, for how long, and your rights under Kenya's Data Protection Act.":
    "Jinsi {{site}} inavyotunza data binafsi ya wageni: nini, kwa nini, kwa muda gani, na haki zako chini ya Sheria ya Ulinzi wa Data ya Kenya.",
  "Who keeps your data": "Nani hutunza data yako",
  "What is kept, why and for how long": "Nini hutunzwa, kwa nini na kwa muda gani",
  Why: "Kwa nini",
  Ground: "Msingi",
  Kept: "Muda wa kutunzwa",
  "Who receives it": "Nani huipokea",
  Cookies: "Vidakuzi",
  "Your rights": "Haki zako",
  Photos: "Picha",
  "{{count}} years_one": "mwaka {{count}}",
  "{{count}} years_other": "miaka {{count}}",
  "{{count}} months_one": "mwezi {{count}}",
  "{{count}} months_other": "miezi {{count}}",
  "{{count}} days_one": "siku {{count}}",
  "{{count}} days_other": "siku {{count}}",
  "Messages, enquiries about a listing and reports of a listing: your name, phone number, e-mail address and what you write.":
    "Ujumbe, maswali kuhusu tangazo na ripoti za tangazo: jina lako, namba ya simu, anwani ya barua pepe na unachoandika.",
  "To answer you.": "Ili kukujibu.",
  "{{period}} after it came in": "{{period}} baada ya kupokelewa",
  "Viewing bookings: your name, phone number, your e-mail address if you give it, and the time you chose.":
    "Ziara zilizowekwa: jina lako, namba ya simu, anwani yako ya barua pepe ukiitoa, na muda uliouchagua.",
  "To arrange the viewing, remind you of it and let you cancel it.":
    "Ili kupanga ziara, kukukumbusha na kukuwezesha kuighairi.",
  "{{period}} after the viewing": "{{period}} baada ya ziara",
  "Search alerts: your e-mail address and the search you chose.":
    "Arifa za utafutaji: anwani yako ya barua pepe na utafutaji uliouchagua.",
  "To send you the new listings you asked for.": "Ili kukutumia matangazo mapya uliyoomba.",
  "While the alert runs; {{unconfirmed}} if you never confirm it; {{ended}} after it ends.":
    "Wakati arifa inaendelea; {{unconfirmed}} usipoithibitisha; {{ended}} baada ya kuisha.",
  "Numbers checked on “Is this really us?” that are not the office's.":
    "Namba zilizohakikishwa kwenye “Je, ni sisi kweli?” ambazo si za ofisi.",
  "To warn other visitors of numbers used in the office's name.":
    "Ili kuwaonya wageni wengine kuhusu namba zinazotumiwa kwa jina la ofisi.",
  "{{period}} after it was last checked": "{{period}} baada ya kuhakikishwa mara ya mwisho",
  "Searches that found nothing: the words and filters, counted by day and not linked to you.":
    "Utafutaji usiopata chochote: maneno na vichujio, vinavyohesabiwa kwa siku bila kuhusishwa nawe.",
  "To learn what visitors look for and do not find.": "Ili kujua wageni wanachotafuta na wasichokipata.",
  "{{period}} after the day they were counted": "{{period}} baada ya siku vilipohesabiwa",
  "Your network address, while it counts how many messages one connection sends.":
    "Anwani yako ya mtandao, wakati wa kuhesabu idadi ya ujumbe unaotumwa kutoka muunganisho mmoja.",
  "To keep the site safe from floods of messages.": "Ili kulinda tovuti dhidi ya mafuriko ya ujumbe.",
  "{{period}} at most": "kwa muda usiozidi {{period}}",
  "E-mails the site sends you: your address and the e-mail.":
    "Barua pepe ambazo tovuti inakutumia: anwani yako na barua pepe yenyewe.",
  "To send the e-mails above and know that they went.":
    "Ili kutuma barua pepe zilizotajwa juu na kujua kwamba zilitumwa.",
  "{{period}} after it was sent": "{{period}} baada ya kutumwa",
  "Your request: it is needed to do what you asked, before any tenancy or sale (section 30 of the Act).":
    "Ombi lako: inahitajika ili kufanya ulichoomba, kabla ya upangaji au mauzo yoyote (kifungu cha 30 cha Sheria).",
  "Your consent, given when you confirm the alert by e-mail; withdraw it at any time with the link in every alert.":
    "Ridhaa yako, unayoitoa unapothibitisha arifa kwa barua pepe; iondoe wakati wowote kwa kiungo kilicho katika kila arifa.",
  "The office's legitimate interest in a safe and useful site, which does not override your rights.":
    "Maslahi halali ya ofisi katika tovuti salama na yenye manufaa, ambayo hayazidi haki zako.",
  "The same ground as what the e-mail is about.": "Msingi uleule wa jambo ambalo barua pepe inahusu.",
  "{{office}} decides how the personal data this site collects is used: under Kenya's Data Protection Act, 2019, it is the data controller.":
    "{{office}} huamua jinsi data binafsi inayokusanywa na tovuti hii inavyotumiwa: chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019, ndiye mdhibiti wa data.",
  "Registered with the Office of the Data Protection Commissioner as {{number}}.":
    "Imesajiliwa na Ofisi ya Kamishna wa Ulinzi wa Data kwa namba {{number}}.",
  "The office's people who answer you. The office does not sell your data or give it to others to sell to you.":
    "Watu wa ofisi wanaokujibu. Ofisi haiuzi data yako wala kuwapa wengine ili wakuuzie.",
  "The office's mail service, at {{host}}, which carries the e-mails to you.":
    "Huduma ya barua pepe ya ofisi, kwenye {{host}}, inayobeba barua pepe unazotumiwa.",
  "This site sets no cookie when you visit, so it asks for no consent to cookies. The listings you save, and the language and currency you choose, are kept in your own browser. Only the office's people get a cookie, to stay signed in.":
    "Tovuti hii haiweki kidakuzi (cookie) unapoitembelea, kwa hivyo haiombi ridhaa ya vidakuzi. Matangazo unayohifadhi, na lugha na sarafu unazochagua, huhifadhiwa kwenye kivinjari chako mwenyewe. Watu wa ofisi pekee ndio hupata kidakuzi, ili waendelee kuingia.",
  "You may ask for a copy of what the office holds about you, have it corrected or erased, object to its use, and withdraw your consent to alerts. Ask by e-mail, by phone or with the contact form: the office answers within 7 days.":
    "Unaweza kuomba nakala ya kile ofisi inachotunza kukuhusu, kukirekebisha au kukifuta, kupinga matumizi yake, na kuondoa ridhaa yako ya arifa. Omba kwa barua pepe, kwa simu au kupitia fomu ya mawasiliano: ofisi hujibu ndani ya siku 7.",
  "If the answer does not satisfy you, you may complain to the Office of the Data Protection Commissioner.":
    "Jibu lisipokuridhisha, unaweza kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data.",
  "Listing photos show property, not people: the office keeps faces and number plates out of them.":
    "Picha za matangazo huonyesha mali, si watu: ofisi huepuka nyuso na namba za magari ndani yake.",
  "We use your details only to answer you about this listing.":
    "Tunatumia maelezo yako kukujibu kuhusu tangazo hili tu.",
  "We use your details only to answer your message.": "Tunatumia maelezo yako kujibu ujumbe wako tu.",
  "We use your details only to arrange this viewing.": "Tunatumia maelezo yako kupanga ziara hii tu.",
  "We use your details only to look into your report.": "Tunatumia maelezo yako kuchunguza ripoti yako tu.",
  "We use your e-mail address only to send the alerts you confirm.":
    "Tunatumia anwani yako ya barua pepe kukutumia arifa unazothibitisha tu.",
};
