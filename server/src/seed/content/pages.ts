import type { Bilingual, PolicyKind, SeedContact, SeedFaq } from '../types';

// Informational pages: about, FAQ, contact data and the five policies.

/** the shop's name, Latin in both languages */
export const SHOP_NAME = 'AstroShop';

export const about: Bilingual<string> = {
  ka:
    `<h2>${SHOP_NAME} — ასტრონომიის მაღაზია საქართველოში</h2>` +
    '<p>ჩვენ ასტრონომიის მოყვარულთა პატარა გუნდი ვართ, რომელმაც 2016 წელს გადაწყვიტა, რომ საქართველოში კარგი ტელესკოპის შეძენა ისეთივე მარტივი უნდა იყოს, როგორც ევროპაში. დღეს ჩვენს კატალოგში ასობით პროდუქტია: ტელესკოპები, სადგამები, ოკულარები, ბინოკლები, ასტროფოტოგრაფიის აღჭურვილობა და მიკროსკოპები.</p>' +
    '<p>ყველა ტელესკოპს, რომელსაც ვყიდით, თავად ვცდით ცაზე. ამიტომ კონსულტაციისას გეტყვით არა მხოლოდ ტექნიკურ მახასიათებლებს, არამედ იმასაც, თუ რას დაინახავთ სინამდვილეში — თბილისის აივნიდან თუ ჯავახეთის ბნელი ცის ქვეშ.</p>' +
    '<h3>რას გთავაზობთ</h3>' +
    '<ul><li>უფასო კონსულტაცია ტელესკოპის შერჩევაზე — შოურუმში, ტელეფონით ან ონლაინ.</li><li>საწყობები თბილისში, ბათუმსა და ქუთაისში და მიწოდება მთელ საქართველოში.</li><li>ოფიციალური გარანტია და სერვისი: კოლიმაცია, გაწმენდა, შეკეთება.</li><li>საბანკო განვადება 24 თვემდე.</li><li>ღია დაკვირვების ღამეები და სემინარები ბავშვებისთვის.</li></ul>' +
    '<p>ვთანამშრომლობთ აბასთუმნის ობსერვატორიასთან, თბილისის ასტრონომიულ კლუბთან და სკოლებთან, რათა რაც შეიძლება მეტმა ადამიანმა ნახოს სატურნის რგოლები საკუთარი თვალით.</p>',
  en:
    `<h2>${SHOP_NAME}: the astronomy shop of Georgia</h2>` +
    '<p>We are a small team of amateur astronomers who decided in 2016 that buying a good telescope in Georgia should be as easy as it is anywhere in Europe. Today our catalogue holds hundreds of products: telescopes, mounts, eyepieces, binoculars, astrophotography gear and microscopes.</p>' +
    '<p>We test every telescope we sell under the sky ourselves. So when we advise you, we tell you not only the specifications but what you will actually see, whether from a Tbilisi balcony or under the dark skies of Javakheti.</p>' +
    '<h3>What we offer</h3>' +
    '<ul><li>Free advice on choosing a telescope: in the showroom, by phone or online.</li><li>Warehouses in Tbilisi, Batumi and Kutaisi and delivery all over Georgia.</li><li>Official warranty and service: collimation, cleaning, repairs.</li><li>Bank installment plans of up to 24 months.</li><li>Public observing nights and workshops for children.</li></ul>' +
    '<p>We work with the Abastumani Observatory, the Tbilisi Astronomy Club and local schools so that as many people as possible can see the rings of Saturn with their own eyes.</p>',
};

type QA = [question: Bilingual<string>, answer: Bilingual<string>];

const qa: QA[] = [
  [
    { ka: 'როგორ ხდება მიწოდება და რა ღირს?', en: 'How does delivery work and what does it cost?' },
    {
      ka: '<p>მიწოდების საფასური და ვადა დამოკიდებულია მეთოდზე, რომელსაც შეკვეთისას აირჩევთ; ორივე ჩანს გვერდზე „წესები და პირობები“ და შეკვეთის ჯამში.</p><p>დიდი ტელესკოპები და სადგამები ორ ადამიანს მოაქვს და, სურვილის შემთხვევაში, ადგილზე აგიწყობენ.</p>',
      en: "<p>The fee and the time depend on the method you choose when you order; both are on the Terms and conditions page and in the order's total.</p><p>Large telescopes and mounts are delivered by two people who can assemble them on site if you wish.</p>",
    },
  ],
  [
    { ka: 'შემიძლია ბარათით გადახდა?', en: 'Can I pay by card?' },
    {
      ka: '<p>დიახ. საიტზე იღებთ Visa, Mastercard და American Express ბარათებს. გადახდა ბანკის დაცულ გვერდზე ხდება — ბარათის მონაცემები ჩვენთან არ ინახება.</p>',
      en: "<p>Yes. We accept Visa, Mastercard and American Express. Payment takes place on the bank's secure page, and we never store your card details.</p>",
    },
  ],
  [
    { ka: 'შესაძლებელია განვადებით ყიდვა?', en: 'Can I buy in installments?' },
    {
      ka: '<p>დიახ, საბანკო განვადება ხელმისაწვდომია 3-დან 24 თვემდე. გადახდის გვერდზე აირჩიეთ „განვადება“, კალკულატორში მიუთითეთ ვადა და შეავსეთ განაცხადი. პასუხი, როგორც წესი, რამდენიმე წუთში მოდის.</p>',
      en: '<p>Yes, bank installment plans of 3 to 24 months are available. Choose "Installments" on the payment page, set the term in the calculator and fill in the application. The answer usually comes within minutes.</p>',
    },
  ],
  [
    { ka: 'როგორ დავაბრუნო ან გადავცვალო პროდუქტი?', en: 'How do I return or exchange a product?' },
    {
      ka: '<p>დაუზიანებელი პროდუქტის დაბრუნება ან გადაცვლა შესაძლებელია მიღებიდან 14 დღის განმავლობაში, ორიგინალ შეფუთვაში. დაგვიკავშირდით ტელეფონით ან ელფოსტით და კურიერს უფასოდ გამოგიგზავნით. თანხა ანგარიშზე 5 სამუშაო დღეში დაგიბრუნდებათ.</p>',
      en: '<p>An undamaged product can be returned or exchanged within 14 days of receipt, in its original packaging. Call or email us and we will send a courier free of charge. The money is refunded to your account within 5 working days.</p>',
    },
  ],
  [
    { ka: 'რა გარანტია აქვს ტელესკოპებს?', en: 'What warranty do telescopes carry?' },
    {
      ka: '<p>ყველა ტელესკოპსა და სადგამს აქვს მინიმუმ 2-წლიანი ოფიციალური გარანტია, ზოგ მოდელს — 5 ან 10 წელი (ვადა მითითებულია პროდუქტის გვერდზე). გარანტიის პერიოდში შეკეთებას ან შეცვლას ჩვენს სერვის-ცენტრში უფასოდ ვასრულებთ.</p>',
      en: '<p>Every telescope and mount has at least a 2-year official warranty, and some models 5 or 10 years (the term is shown on the product page). During the warranty we repair or replace free of charge at our service centre.</p>',
    },
  ],
  [
    { ka: 'რომელი ტელესკოპი ავირჩიო დამწყებისთვის?', en: 'Which telescope should a beginner choose?' },
    {
      ka: '<p>ყველაზე მნიშვნელოვანი აპერტურაა, არა გადიდება. მოზრდილი დამწყებისთვის გირჩევთ 130 მმ ნიუტონის რეფლექტორს ან 8" დობსონს, ბავშვისთვის — 70 მმ რეფრაქტორს. თუ ტელესკოპი ხშირად უნდა გადაიტანოთ, აირჩიეთ კომპაქტური მაქსუტოვი.</p><p>დეტალურად წაიკითხეთ ჩვენი სტატია „როგორ ავირჩიოთ პირველი ტელესკოპი“ ან დაგვირეკეთ კონსულტაციისთვის.</p>',
      en: '<p>Aperture matters most, not magnification. For an adult beginner we recommend a 130 mm Newtonian or an 8" Dobsonian, and for a child a 70 mm refractor. If you will carry the telescope around a lot, choose a compact Maksutov.</p><p>Read our article "How to Choose Your First Telescope" or call us for advice.</p>',
    },
  ],
  [
    { ka: 'რა არის კოლიმაცია და რამდენად ხშირად არის საჭირო?', en: 'What is collimation and how often is it needed?' },
    {
      ka: '<p>კოლიმაცია ტელესკოპის სარკეების ერთ ოპტიკურ ღერძზე გასწორებაა. ნიუტონის რეფლექტორებსა და დობსონებს ის ყოველი ტრანსპორტირების შემდეგ სჭირდებათ; რეფრაქტორებსა და მაქსუტოვებს — თითქმის არასოდეს.</p><p>პროცედურა 5–10 წუთს გრძელდება ლაზერული კოლიმატორით ან ჩეშირის ოკულარით. თუ გაგიჭირდებათ, მოიტანეთ ტელესკოპი შოურუმში და უფასოდ გავასწორებთ.</p>',
      en: "<p>Collimation is aligning a telescope's mirrors on one optical axis. Newtonian reflectors and Dobsonians need it after every trip; refractors and Maksutovs almost never.</p><p>It takes 5 to 10 minutes with a laser collimator or a Cheshire eyepiece. If you find it hard, bring the telescope to the showroom and we will do it for free.</p>",
    },
  ],
  [
    { ka: 'შემიძლია შეკვეთა საწყობიდან თავად გავიტანო?', en: 'Can I pick up my order at a warehouse?' },
    {
      ka: '<p>დიახ. შეკვეთის გაფორმებისას კომენტარში მიუთითეთ სასურველი საწყობი — თბილისი, ბათუმი ან ქუთაისი. როცა შეკვეთა მზად იქნება, SMS-ით შეგატყობინებთ. საწყობები ღიაა ორშაბათიდან შაბათამდე, 10:00–19:00.</p><p>პროდუქტის გვერდზე ჩანს, რომელ საწყობშია ის ამჟამად ხელმისაწვდომი.</p>',
      en: '<p>Yes. When placing your order, name the warehouse you prefer in the comment: Tbilisi, Batumi or Kutaisi. We will text you when the order is ready. Warehouses are open Monday to Saturday, 10:00 to 19:00.</p><p>Each product page shows which warehouses currently have it in stock.</p>',
    },
  ],
];

export const faq: SeedFaq[] = qa.map(([question, answer], i) => ({ position: i + 1, question, answer }));

export const contact: SeedContact = {
  fb: 'https://www.facebook.com/astroshop.ge',
  instagram: 'https://www.instagram.com/astroshop.ge',
  phone: '599 11 22 33|032 2 00 00 00',
  email: 'info@astroshop.ge',
  address: {
    ka: 'თბილისი, ვაჟა-ფშაველას გამზირი 45, 0177',
    en: '45 Vazha-Pshavela Avenue, Tbilisi 0177, Georgia',
  },
};

export const policies: Record<PolicyKind, Bilingual<string>> = {
  personal: {
    ka:
      '<h2>პროდუქტის გადაცვლისა და დაბრუნების წესი</h2>' +
      '<p>მომხმარებელს უფლება აქვს, პროდუქტის მიღებიდან 14 კალენდარული დღის განმავლობაში გადაცვალოს ან დააბრუნოს იგი მიზეზის დაუსახელებლად, თუ პროდუქტი არ არის გამოყენებული, დაზიანებული და შენახულია მისი სასაქონლო სახე, ორიგინალი შეფუთვა და სრული კომპლექტაცია.</p>' +
      '<p>გადაცვლისას შეგიძლიათ აირჩიოთ იმავე ან სხვა ღირებულების პროდუქტი; ფასთა სხვაობა დაგიბრუნდებათ ან დამატებით გადაიხდით. გადაცვლის მოთხოვნისთვის დაგვიკავშირდით ტელეფონით ან ელფოსტით და მიუთითეთ შეკვეთის ნომერი.</p>' +
      '<p>გადაცვლას ან დაბრუნებას არ ექვემდებარება ინდივიდუალური შეკვეთით დამზადებული პროდუქტი (მაგალითად, ობსერვატორიული კოლონა), აგრეთვე გახსნილი ოპტიკის საწმენდი სითხეები.</p>',
    en:
      '<h2>Change and return policy</h2>' +
      '<p>You may exchange or return a product without giving a reason within 14 calendar days of receiving it, provided it is unused and undamaged, and kept in its original condition, packaging and with all its parts.</p>' +
      '<p>When exchanging, you may choose a product of the same or a different price; we refund the difference or you pay the balance. To request an exchange, call or email us with your order number.</p>' +
      '<p>Products made to order (such as an observatory pier) and opened optical cleaning fluids cannot be exchanged or returned.</p>',
  },
  delivery: {
    ka:
      '<h2>მიწოდების პირობები</h2>' +
      '<p>შეკვეთას ვაგზავნით საქართველოს მთელ ტერიტორიაზე. მიწოდების საფასური და ვადა დამოკიდებულია მეთოდზე, რომელსაც შეკვეთისას აირჩევთ: ისინი ქვემოთ, ცხრილშია და შეკვეთის ჯამში ჩანს.</p>' +
      '<p>კურიერი მიწოდებამდე დაგირეკავთ. პროდუქტის მიღებისას გთხოვთ, კურიერის თანდასწრებით შეამოწმოთ შეფუთვის მთლიანობა. შეკვეთის გატანა ასევე შესაძლებელია ჩვენი საწყობებიდან თბილისში, ბათუმსა და ქუთაისში.</p>',
    en:
      '<h2>Terms of delivery</h2>' +
      "<p>We deliver throughout Georgia. The fee and the time depend on the method you choose when you order: both are in the table below, and the fee is in the order's total.</p>" +
      "<p>The courier calls before arriving. Please check that the packaging is intact in the courier's presence. You can also collect your order from our warehouses in Tbilisi, Batumi and Kutaisi.</p>",
  },
  return: {
    ka:
      '<h2>თანხის დაბრუნების წესი</h2>' +
      '<p>პროდუქტის დაბრუნების შემთხვევაში თანხა უბრუნდება იმავე ბარათს ან ანგარიშს, რომლითაც განხორციელდა გადახდა, პროდუქტის ჩვენს საწყობში მიღებიდან 5 სამუშაო დღის განმავლობაში.</p>' +
      '<p>თუ პროდუქტი დაბრუნდა ჩვენი ბრალით (წუნი, არასწორი მოდელი ან კომპლექტაცია), მიწოდების ხარჯებს სრულად ჩვენ ვფარავთ. სხვა შემთხვევაში უკან გამოგზავნის ხარჯი მომხმარებელს ეკისრება.</p>' +
      '<p>განვადებით შეძენილი პროდუქტის დაბრუნებისას განვადების ხელშეკრულება უქმდება ბანკთან შეთანხმებით, ხოლო უკვე გადახდილი შენატანები სრულად ბრუნდება.</p>',
    en:
      '<h2>Refund policy</h2>' +
      '<p>When a product is returned, the money goes back to the card or account used for payment within 5 working days of the product reaching our warehouse.</p>' +
      '<p>If the return is our fault (a defect, the wrong model or missing parts), we cover all shipping costs. Otherwise the cost of sending the item back is borne by the customer.</p>' +
      '<p>When a product bought in installments is returned, the installment agreement is cancelled in agreement with the bank and any payments already made are refunded in full.</p>',
  },
  warranty: {
    ka:
      '<h2>საგარანტიო პირობები</h2>' +
      '<p>ყველა პროდუქტს აქვს ოფიციალური გარანტია, რომლის ვადა მითითებულია პროდუქტის გვერდზე და საგარანტიო ტალონში. გარანტია ვრცელდება ქარხნულ დეფექტებზე: ოპტიკის, მექანიკისა და ელექტრონიკის წუნზე.</p>' +
      '<p>გარანტია არ ვრცელდება მექანიკურ დაზიანებაზე, ტენის ან ქვიშის მოხვედრით გამოწვეულ დაზიანებაზე, არასწორი კვების წყაროს გამოყენებაზე, აგრეთვე პროდუქტის არაავტორიზებულ შეკეთებაზე ან დაშლაზე. კოლიმაციის დარღვევა ტრანსპორტირებისას დეფექტად არ ითვლება და მას უფასოდ ვასწორებთ.</p>' +
      '<p>საგარანტიო მომსახურებისთვის მოიტანეთ პროდუქტი ნებისმიერ ჩვენს საწყობში ან დაგვიკავშირდით და კურიერს გამოგიგზავნით. დიაგნოსტიკა 3 სამუშაო დღეს გრძელდება, შეკეთება — არაუმეტეს 30 დღისა.</p>',
    en:
      '<h2>Warranty terms</h2>' +
      '<p>Every product carries an official warranty, with its term shown on the product page and in the warranty card. The warranty covers manufacturing defects in the optics, mechanics and electronics.</p>' +
      '<p>The warranty does not cover mechanical damage, damage from moisture or sand, use of an unsuitable power supply, or unauthorised repair or disassembly. Loss of collimation in transport is not a defect, and we correct it free of charge.</p>' +
      '<p>For warranty service, bring the product to any of our warehouses or contact us and we will send a courier. Diagnosis takes 3 working days and repairs no more than 30 days.</p>',
  },
  cookie: {
    ka:
      '<h2>ქუქი-ფაილების პოლიტიკა</h2>' +
      '<p>ჩვენი საიტი იყენებს ქუქი-ფაილებს და ბრაუზერის ლოკალურ მეხსიერებას, რათა დაიმახსოვროს თქვენი კალათა, ავტორიზაცია და ენის არჩევანი. ეს ფაილები საიტის მუშაობისთვის აუცილებელია.</p>' +
      '<p>ანალიტიკური ქუქი-ფაილები გვეხმარება გავიგოთ, რომელი გვერდებია პოპულარული, და გავაუმჯობესოთ საიტი. ისინი არ შეიცავს თქვენს პირად მონაცემებს და მესამე პირებს არ გადაეცემა სარეკლამო მიზნით.</p>' +
      '<p>ქუქი-ფაილების წაშლა ან დაბლოკვა შეგიძლიათ ბრაუზერის პარამეტრებიდან, თუმცა ამ შემთხვევაში კალათა და ავტორიზაცია შესაძლოა სწორად არ იმუშაოს.</p>',
    en:
      '<h2>Cookie policy</h2>' +
      "<p>Our site uses cookies and the browser's local storage to remember your cart, your login and your language. These are essential for the site to work.</p>" +
      '<p>Analytics cookies help us understand which pages are popular and improve the site. They contain no personal data and are never passed to third parties for advertising.</p>' +
      '<p>You can delete or block cookies in your browser settings, but the cart and login may then not work properly.</p>',
  },
};
