import type { SeedNews } from '../types';

// News: sky events visible from Georgia, shop news and observing guides.
type Article = Omit<SeedNews, 'img'>;

const articles: Article[] = [
  {
    slug: 'perseids-meteor-shower-over-georgia',
    ageDays: 2,
    title: {
      ka: 'პერსეიდები: აგვისტოს ვარსკვლავცვენა საქართველოს ცაზე',
      en: 'The Perseids: August Shooting Stars over Georgia',
    },
    text: {
      ka: '<p>პერსეიდების მეტეორული ნაკადი ყოველწლიურად 12–13 აგვისტოს აღწევს მაქსიმუმს. ბნელ ადგილას საათში 60–100 მეტეორის დანახვაა შესაძლებელი — ზოგი მათგანი კაშკაშა „ცეცხლოვან ბურთადაც“ კი იქცევა.</p><p>საუკეთესო დრო შუაღამის შემდეგ, გარიჟრაჟამდეა, როცა პერსევსის თანავარსკვლავედი მაღლა ამოდის ჩრდილო-აღმოსავლეთით. ტელესკოპი არ დაგჭირდებათ: საკმარისია შეზლონგი, თბილი ტანსაცმელი და ქალაქის შუქიდან მოშორება.</p><ul><li>აირჩიეთ ადგილი ქალაქიდან მინიმუმ 30 კმ-ში: თრიალეთის ქედი, წალკა, ყაზბეგი ან ჯავახეთი.</li><li>მიეცით თვალს 20 წუთი სიბნელესთან შესაგუებლად და ნუ უყურებთ ტელეფონის ეკრანს.</li><li>იყურეთ ცის ფართო უბანს, არა უშუალოდ რადიანტს.</li></ul>',
      en: '<p>The Perseid meteor shower peaks every year on 12–13 August. From a dark site you can see 60 to 100 meteors an hour, and some of them flare into bright fireballs.</p><p>The best time is after midnight until dawn, when the constellation Perseus climbs high in the north-east. You will not need a telescope: a reclining chair, warm clothes and distance from city lights are enough.</p><ul><li>Pick a site at least 30 km from town: the Trialeti ridge, Tsalka, Kazbegi or Javakheti.</li><li>Give your eyes 20 minutes to adapt to the dark and keep away from your phone screen.</li><li>Watch a wide patch of sky rather than the radiant itself.</li></ul>',
    },
  },
  {
    slug: 'total-lunar-eclipse-september',
    ageDays: 20,
    title: {
      ka: 'სრული მთვარის დაბნელება — „სისხლისფერი მთვარე“ თბილისიდან',
      en: 'A Total Lunar Eclipse: the Blood Moon from Tbilisi',
    },
    text: {
      ka: '<p>7 სექტემბრის საღამოს მთვარე დედამიწის ჩრდილში მთლიანად შევა და მოწითალო-სპილენძისფერს მიიღებს. საქართველოდან დაბნელება სრულად ჩანს: სრული ფაზა დაახლოებით 21:30-ზე დაიწყება და 80 წუთზე მეტხანს გაგრძელდება.</p><p>მთვარის დაბნელება, მზის დაბნელებისგან განსხვავებით, სრულიად უსაფრთხოა შეუიარაღებელი თვალით დასაკვირვებლად. ბინოკლით ან პატარა ტელესკოპით კი შეამჩნევთ, როგორ იცვლება ფერი მთვარის დისკოს სხვადასხვა ნაწილში.</p><p>ჩვენი გუნდი დაბნელებას კუს ტბასთან დააკვირდება — შემოგვიერთდით, ტელესკოპებს ყველასთვის დავდგამთ.</p>',
      en: "<p>On the evening of 7 September the Moon will pass fully into the Earth's shadow and turn a coppery red. The whole eclipse is visible from Georgia: totality starts at about 21:30 local time and lasts more than 80 minutes.</p><p>Unlike a solar eclipse, a lunar eclipse is completely safe to watch with the naked eye. With binoculars or a small telescope you will see how the colour changes across different parts of the lunar disc.</p><p>Our team will watch the eclipse at Turtle Lake. Join us: we will set up telescopes for everyone.</p>",
    },
  },
  {
    slug: 'geminids-december-meteors',
    ageDays: 140,
    title: {
      ka: 'გემინიდები — წლის ყველაზე უხვი ვარსკვლავცვენა',
      en: 'The Geminids: the Richest Meteor Shower of the Year',
    },
    text: {
      ka: '<p>13–14 დეკემბრის ღამეს გემინიდების ნაკადი მაქსიმუმს აღწევს. პერსეიდებისგან განსხვავებით, მათი ყურება საღამოდანვე შეიძლება, რადგან ტყუპების თანავარსკვლავედი უკვე 21 საათისთვის საკმაოდ მაღლაა.</p><p>დეკემბრის ღამეები ცივია, განსაკუთრებით მთაში — ჩაიცვით ფენებად, წაიღეთ თერმოსით ცხელი ჩაი და წითელი ფანარი, რომ თვალის შეგუება არ დაირღვეს.</p>',
      en: '<p>On the night of 13–14 December the Geminid shower reaches its peak. Unlike the Perseids, they can be watched from the early evening, as the constellation Gemini is already fairly high by 9 pm.</p><p>December nights are cold, especially in the mountains: dress in layers, bring hot tea in a flask and a red flashlight so you do not spoil your dark adaptation.</p>',
    },
  },
  {
    slug: 'saturn-at-opposition',
    ageDays: 35,
    title: {
      ka: 'სატურნი დაპირისპირებაში: რგოლების საუკეთესო დრო',
      en: 'Saturn at Opposition: the Best Time for the Rings',
    },
    text: {
      ka: '<p>სექტემბრის მეორე ნახევარში სატურნი დაპირისპირებაშია — მთელი ღამე ჩანს და წლის განმავლობაში ყველაზე კაშკაშაა. ამ სეზონში რგოლები თითქმის წიბოთია მოქცეული, ამიტომ ისინი ვიწრო ხაზად ჩანს, სამაგიეროდ თანამგზავრები, მათ შორის ტიტანი, განსაკუთრებით კარგად გამოირჩევა.</p><p>რგოლების დასანახად საკმარისია 60–70 მმ ტელესკოპი და 50x გადიდება; კასინის ნაპრალისა და ღრუბლოვანი სარტყლებისთვის კი 150 მმ და მეტი აპერტურა გამოგადგებათ.</p>',
      en: '<p>In the second half of September Saturn is at opposition: it is up all night and at its brightest for the year. This season the rings are nearly edge-on, so they appear as a thin line, but the moons, Titan among them, stand out especially well.</p><p>A 60 to 70 mm telescope at 50x is enough to see the rings; for the Cassini Division and the cloud belts you will want 150 mm of aperture or more.</p>',
    },
  },
  {
    slug: 'jupiter-winter-observing',
    ageDays: 260,
    title: {
      ka: 'იუპიტერი ზამთრის ცაზე: რას დავინახავთ ტელესკოპით',
      en: 'Jupiter in the Winter Sky: What a Telescope Shows',
    },
    text: {
      ka: '<p>იანვარში იუპიტერი ტყუპების თანავარსკვლავედში ანათებს და საღამოს ცის ყველაზე კაშკაშა „ვარსკვლავია“. უკვე 10x50 ბინოკლი აჩვენებს გალილეისეულ ოთხ თანამგზავრს, რომელთა განლაგება ყოველ ღამე იცვლება.</p><p>100 მმ და მეტი აპერტურის ტელესკოპით გამოჩნდება ორი მუქი ეკვატორული სარტყელი, ხოლო მშვიდი ატმოსფეროს დროს — დიდი წითელი ლაქაც. მიეცით ტელესკოპს 30–40 წუთი გარემოს ტემპერატურასთან გასათანაბრებლად.</p>',
      en: '<p>In January Jupiter shines in Gemini and is the brightest star-like point of the evening sky. Even 10x50 binoculars show the four Galilean moons, whose arrangement changes from night to night.</p><p>A telescope of 100 mm or more reveals the two dark equatorial belts, and in steady air the Great Red Spot too. Give your telescope 30 to 40 minutes to cool to the outside temperature.</p>',
    },
  },
  {
    slug: 'new-batumi-warehouse-opens',
    ageDays: 75,
    title: {
      ka: 'ბათუმში ახალი საწყობი და გატანის პუნქტი გავხსენით',
      en: 'Our New Warehouse and Pickup Point in Batumi Is Open',
    },
    text: {
      ka: '<p>აჭარისა და გურიის მომხმარებლებს აღარ მოუწევთ თბილისიდან ამანათის ლოდინი: ბათუმის საწყობიდან შეკვეთას იმავე ან მომდევნო დღეს მიიღებთ. შეგიძლიათ ნივთი თავადაც გაიტანოთ — შეკვეთისას აირჩიეთ ბათუმის გატანის პუნქტი.</p><p>საწყობში წარმოდგენილია ყველაზე მოთხოვნადი ტელესკოპები, ბინოკლები და აქსესუარები. თუ სასურველი ნივთი ადგილზე არ არის, თბილისიდან 2 სამუშაო დღეში ჩამოვიტანთ.</p>',
      en: '<p>Customers in Adjara and Guria no longer need to wait for a parcel from Tbilisi: orders ship from the Batumi warehouse the same or the next day. You can also collect in person: just choose the Batumi pickup point at checkout.</p><p>The warehouse stocks our most popular telescopes, binoculars and accessories. If an item is not there, we bring it from Tbilisi within 2 working days.</p>',
    },
  },
  {
    slug: 'telescopes-in-installments',
    ageDays: 110,
    title: {
      ka: 'ტელესკოპი განვადებით — ონლაინ, ბანკში მისვლის გარეშე',
      en: 'Buy a Telescope in Installments, Online, Without Visiting a Bank',
    },
    text: {
      ka: '<p>ახლა ნებისმიერი პროდუქტის შეძენა შესაძლებელია საბანკო განვადებით 3-დან 24 თვემდე ვადით. გადახდის გვერდზე აირჩიეთ „განვადება“, კალკულატორში მიუთითეთ თვეების რაოდენობა და განაცხადი რამდენიმე წუთში განიხილება.</p><p>დამტკიცების შემდეგ შეკვეთას ჩვეულებრივად, იმავე ვადებში მიიღებთ. დამატებითი საკომისიო ჩვენი მხრიდან არ არის.</p>',
      en: '<p>You can now buy any product with a bank installment plan of 3 to 24 months. On the payment page choose "Installments", set the number of months in the calculator, and your application is reviewed within minutes.</p><p>Once approved, your order ships as usual, on the same schedule. We charge no extra fee.</p>',
    },
  },
  {
    slug: 'how-to-choose-your-first-telescope',
    ageDays: 190,
    title: { ka: 'როგორ ავირჩიოთ პირველი ტელესკოპი', en: 'How to Choose Your First Telescope' },
    text: {
      ka: '<p>ტელესკოპის მთავარი მახასიათებელი აპერტურაა — ობიექტივის ან სარკის დიამეტრი. რაც დიდია აპერტურა, მით მეტ სინათლეს აგროვებს ტელესკოპი და მით უფრო სუსტ ობიექტებს აჩვენებს. „გადიდება“, რომელსაც ყუთზე დიდი ციფრებით წერენ, მეორეხარისხოვანია.</p><ul><li><strong>რეფრაქტორი</strong> — მოვლას არ საჭიროებს, კარგია მთვარისა და პლანეტებისთვის.</li><li><strong>ნიუტონის რეფლექტორი და დობსონი</strong> — ყველაზე მეტი აპერტურა იმავე ფასად, იდეალურია ღრმა კოსმოსისთვის.</li><li><strong>მაქსუტოვი</strong> — კომპაქტური და მკვეთრი, პლანეტების მოყვარულთათვის.</li></ul><p>დამწყებისთვის ჩვენი რჩევაა 130 მმ რეფლექტორი ან 8" დობსონი. თუ ეჭვი გეპარებათ, მოგვწერეთ ან გვეწვიეთ შოურუმში — ტელესკოპებს ადგილზე გაჩვენებთ.</p>',
      en: '<p>A telescope\'s key figure is its aperture, the diameter of the lens or mirror. The larger the aperture, the more light the telescope gathers and the fainter the objects it shows. The "magnification" printed in big numbers on the box matters far less.</p><ul><li><strong>Refractor</strong>: maintenance-free, great for the Moon and planets.</li><li><strong>Newtonian reflector and Dobsonian</strong>: the most aperture for the money, ideal for the deep sky.</li><li><strong>Maksutov</strong>: compact and sharp, for planet lovers.</li></ul><p>For a beginner we recommend a 130 mm reflector or an 8" Dobsonian. If in doubt, write to us or visit the showroom and we will show you the telescopes in person.</p>',
    },
  },
  {
    slug: 'collimating-a-newtonian-step-by-step',
    ageDays: 225,
    title: { ka: 'ნიუტონის ტელესკოპის კოლიმაცია ნაბიჯ-ნაბიჯ', en: 'Collimating a Newtonian, Step by Step' },
    text: {
      ka: '<p>კოლიმაცია სარკეების ერთ ოპტიკურ ღერძზე გასწორებაა. ცუდად კოლიმირებული ტელესკოპი ვარსკვლავებს „კომეტებად“ აჩვენებს, პლანეტებს კი — გაბუნდოვნებულად. პროცედურა 5–10 წუთს მოითხოვს და ყველა რეფლექტორის მფლობელმა უნდა იცოდეს.</p><ol><li>ჩადეთ ფოკუსერში ჩეშირის ოკულარი ან ლაზერული კოლიმატორი.</li><li>მეორადი სარკის ხრახნებით მიმართეთ სხივი მთავარი სარკის ცენტრალურ რგოლზე.</li><li>მთავარი სარკის ხრახნებით დააბრუნეთ არეკლილი სხივი კოლიმატორის ცენტრში.</li><li>შეამოწმეთ შედეგი ვარსკვლავზე მაღალი გადიდებით: დეფოკუსირებული ვარსკვლავი კონცენტრული რგოლებით უნდა გამოიყურებოდეს.</li></ol>',
      en: '<p>Collimation means aligning the mirrors on one optical axis. A poorly collimated telescope turns stars into little comets and planets into blurs. The procedure takes 5 to 10 minutes and every reflector owner should know it.</p><ol><li>Put a Cheshire eyepiece or a laser collimator in the focuser.</li><li>Use the secondary mirror screws to aim the beam at the centre ring of the primary mirror.</li><li>Use the primary mirror screws to bring the reflected beam back to the centre of the collimator.</li><li>Check the result on a star at high power: a defocused star should show concentric rings.</li></ol>',
    },
  },
  {
    slug: 'dark-sky-sites-in-georgia',
    ageDays: 160,
    title: { ka: 'ბნელი ცის ადგილები საქართველოში', en: 'Dark-Sky Sites in Georgia' },
    text: {
      ka: '<p>სინათლის დაბინძურება ასტრონომის მთავარი მტერია, მაგრამ საქართველოში ჯერ კიდევ ბევრია ადგილი, სადაც ირმის ნახტომი ცაზე მკაფიოდ ჩანს.</p><ul><li><strong>აბასთუმანი</strong> — ისტორიული ობსერვატორია ტყით დაფარულ ხეობაში.</li><li><strong>თუშეთი</strong> — ქვეყნის ერთ-ერთი ყველაზე ბნელი ცა, თუმცა გზა მხოლოდ ზაფხულშია ღია.</li><li><strong>ჯავახეთის ზეგანი</strong> — მაღალი და მშრალი ჰაერი, ფართო ჰორიზონტი.</li><li><strong>ვაშლოვანი</strong> — ნახევარუდაბნოს სტაბილური ატმოსფერო გაზაფხულსა და შემოდგომაზე.</li><li><strong>ყაზბეგი</strong> — მთის ცა თბილისიდან სამი საათის სავალზე.</li></ul><p>გაითვალისწინეთ: მთაში ღამე ზაფხულშიც კი ცივა, ხოლო გზების მდგომარეობა წინასწარ გადაამოწმეთ.</p>',
      en: "<p>Light pollution is the astronomer's worst enemy, but Georgia still has many places where the Milky Way stands out clearly.</p><ul><li><strong>Abastumani</strong>: a historic observatory in a forested valley.</li><li><strong>Tusheti</strong>: one of the darkest skies in the country, though the road is open only in summer.</li><li><strong>The Javakheti plateau</strong>: high, dry air and a wide horizon.</li><li><strong>Vashlovani</strong>: the steady air of a semi-desert in spring and autumn.</li><li><strong>Kazbegi</strong>: mountain skies three hours' drive from Tbilisi.</li></ul><p>Keep in mind that mountain nights are cold even in summer, and check road conditions in advance.</p>",
    },
  },
  {
    slug: 'moon-through-binoculars',
    ageDays: 300,
    title: {
      ka: 'მთვარე ბინოკლით: ათი ობიექტი დამწყებთათვის',
      en: 'The Moon through Binoculars: Ten Sights for Beginners',
    },
    text: {
      ka: '<p>მთვარე ყველაზე მადლიერი ობიექტია: ქალაქიდანაც ჩანს და ყოველ ღამე განსხვავებულად გამოიყურება. საუკეთესო დროა ტერმინატორის — დღისა და ღამის საზღვრის — დათვალიერება, სადაც გრძელი ჩრდილები რელიეფს აცოცხლებს.</p><p>10x50 ბინოკლით ადვილად იპოვით წყნარ ზღვას, კრიზისის ზღვას, კოპერნიკისა და ტიხოს კრატერებს, აპენინის ქედს და სხივოვან სისტემებს. ბინოკლი შტატივზე დაამაგრეთ — გამოსახულება გაცილებით მეტ დეტალს გამოავლენს.</p>',
      en: '<p>The Moon is the most rewarding target of all: visible from the city and different every night. The best place to look is the terminator, the line between day and night, where long shadows bring the relief to life.</p><p>With 10x50 binoculars you can easily find the Sea of Tranquillity, the Sea of Crises, the craters Copernicus and Tycho, the Apennine range and the ray systems. Mount the binoculars on a tripod and far more detail appears.</p>',
    },
  },
  {
    slug: 'messier-marathon-spring',
    ageDays: 330,
    title: { ka: 'მესიეს მარათონი: 110 ობიექტი ერთ ღამეში', en: 'The Messier Marathon: 110 Objects in One Night' },
    text: {
      ka: '<p>მარტის ბოლოს, უმთვარო ღამეს, საქართველოს გრძედიდან შესაძლებელია მესიეს კატალოგის თითქმის ყველა ობიექტის ნახვა ერთი ღამის განმავლობაში — საღამოს ბინდიდან დილის განთიადამდე.</p><p>მარათონი კარგი გამოცდაა როგორც დამკვირვებლისთვის, ისე ტელესკოპისთვის. დაგჭირდებათ ვარსკვლავური ატლასი, ობიექტების თანმიმდევრობის სია და ბევრი ცხელი ყავა. ტრადიციულად, თბილისის ასტრონომიული კლუბი მარათონს წალკის მახლობლად მართავს.</p>',
      en: "<p>In late March, on a moonless night, nearly every object in the Messier catalogue can be seen from Georgia's latitude in a single night, from evening twilight to dawn.</p><p>The marathon is a fine test for both observer and telescope. You will need a star atlas, a list giving the order of the objects and plenty of hot coffee. The Tbilisi Astronomy Club traditionally runs its marathon near Tsalka.</p>",
    },
  },
  {
    slug: 'summer-milky-way-guide',
    ageDays: 55,
    title: {
      ka: 'ზაფხულის ირმის ნახტომი: მშვილდოსნიდან გედამდე',
      en: 'The Summer Milky Way: from Sagittarius to Cygnus',
    },
    text: {
      ka: '<p>ივლისსა და აგვისტოში, შუაღამისას, ირმის ნახტომი ცას სამხრეთიდან ჩრდილოეთისკენ კვეთს. სამხრეთით, ჰორიზონტთან, მშვილდოსნისა და მორიელის მიმართულებით გალაქტიკის ცენტრი მდებარეობს — ყველაზე მკვრივი ვარსკვლავური ღრუბლები და ნისლეულები.</p><ul><li>ლაგუნის ნისლეული (M8) და ტრიფიდის ნისლეული (M20) ბინოკლითაც ჩანს.</li><li>გედის თანავარსკვლავედში იპოვით ჩრდილოეთ ამერიკის ნისლეულს — UHC ფილტრი აქ ძალიან გამოგადგებათ.</li><li>ლირაში მდებარე რგოლისებრი ნისლეული (M57) პატარა ტელესკოპშიც „კვამლის რგოლს“ ჰგავს.</li></ul>',
      en: '<p>In July and August, around midnight, the Milky Way stretches across the sky from south to north. Low in the south, towards Sagittarius and Scorpius, lies the centre of our galaxy with its densest star clouds and nebulae.</p><ul><li>The Lagoon Nebula (M8) and the Trifid Nebula (M20) show even in binoculars.</li><li>In Cygnus you will find the North America Nebula, where a UHC filter helps a lot.</li><li>The Ring Nebula (M57) in Lyra looks like a smoke ring even in a small telescope.</li></ul>',
    },
  },
  {
    slug: 'safe-solar-observing',
    ageDays: 120,
    title: { ka: 'მზეზე უსაფრთხო დაკვირვება: რა უნდა იცოდეთ', en: 'Safe Solar Observing: What You Need to Know' },
    text: {
      ka: '<p><strong>არასოდეს შეხედოთ მზეს ტელესკოპით, ბინოკლით ან მაძიებლით სპეციალური ფილტრის გარეშე</strong> — თვალის დაზიანება წამის მეასედში ხდება და შეუქცევადია.</p><p>უსაფრთხო ვარიანტებია სერტიფიცირებული ფილტრი ობიექტივის წინ (მაგალითად, მზის აპკისგან დამზადებული), გამოსახულების ეკრანზე პროექცია ან სპეციალური H-alpha ტელესკოპი. ფილტრი ყოველი გამოყენების წინ შეამოწმეთ სინათლეზე: ნებისმიერი ნახვრეტი ან ნაკაწრი ფილტრის შეცვლის საფუძველია.</p><p>მზის აქტივობის მაქსიმუმის წლებში ლაქები თითქმის ყოველდღე ჩანს — მშვენიერი დღის აქტივობაა ბავშვებთან ერთად.</p>',
      en: '<p><strong>Never look at the Sun through a telescope, binoculars or a finder without a proper solar filter.</strong> Eye damage happens in a fraction of a second and cannot be undone.</p><p>Safe options are a certified filter over the front of the objective (for example one made from solar film), projecting the image onto a screen, or a dedicated H-alpha telescope. Check the filter against the light before every use: any pinhole or scratch means it must be replaced.</p><p>In the active years of the solar cycle sunspots are visible almost every day, a wonderful daytime activity to share with children.</p>',
    },
  },
  {
    slug: 'young-astronomers-school-workshop',
    ageDays: 88,
    title: {
      ka: 'ახალგაზრდა ასტრონომების სკოლა: შაბათის სემინარები',
      en: "Young Astronomers' School: Saturday Workshops",
    },
    text: {
      ka: '<p>ოქტომბრიდან ჩვენს თბილისის შოურუმში ყოველ შაბათს 10–14 წლის ბავშვებისთვის ასტრონომიის უფასო სემინარებს ვმართავთ. მონაწილეები ისწავლიან თანავარსკვლავედების ამოცნობას, მოძრავი რუკით სარგებლობას და ტელესკოპის აწყობას.</p><p>მოწმენდილ საღამოებში სემინარს პრაქტიკული დაკვირვება მოჰყვება — მთვარე და პლანეტები ქალაქიდანაც კარგად ჩანს. ადგილები შეზღუდულია, რეგისტრაცია ტელეფონით ან ელფოსტით.</p>',
      en: '<p>From October we run free Saturday astronomy workshops for children aged 10 to 14 at our Tbilisi showroom. Participants learn to recognise constellations, use a planisphere and set up a telescope.</p><p>On clear evenings the workshop ends with real observing: the Moon and planets look fine even from the city. Places are limited; register by phone or email.</p>',
    },
  },
  {
    slug: 'smartphone-astrophotography-basics',
    ageDays: 240,
    title: { ka: 'ასტროფოტოგრაფია სმარტფონით: პირველი ნაბიჯები', en: 'Smartphone Astrophotography: First Steps' },
    text: {
      ka: '<p>თანამედროვე სმარტფონი ტელესკოპთან ერთად გასაოცარ შედეგს იძლევა. მთვარისა და პლანეტების გადასაღებად საკმარისია ტელეფონის ადაპტერი, რომელიც კამერას ოკულარის ზუსტად ცენტრში აფიქსირებს.</p><ol><li>დააყენეთ ხელით რეჟიმი, შეამცირეთ ექსპოზიცია და ISO.</li><li>გამოიყენეთ 2–3 წამიანი თაიმერი, რომ ეკრანზე შეხებისგან ტელესკოპი არ შეირხეს.</li><li>პლანეტებისთვის გადაიღეთ ვიდეო და შემდეგ კადრები სპეციალური პროგრამით „დაასტეკეთ“.</li></ol><p>ირმის ნახტომისთვის ტელეფონი უბრალოდ შტატივზე დადგით და ღამის რეჟიმი ჩართეთ — ბნელ ადგილას შედეგი გაგაოცებთ.</p>',
      en: '<p>A modern smartphone paired with a telescope gives surprising results. For the Moon and planets all you need is a phone adapter that holds the camera exactly centred over the eyepiece.</p><ol><li>Switch to manual mode and lower the exposure and ISO.</li><li>Use a 2 to 3 second timer so that touching the screen does not shake the telescope.</li><li>For planets, record a video and stack the frames afterwards with dedicated software.</li></ol><p>For the Milky Way, simply put the phone on a tripod and turn on night mode: from a dark site the result will amaze you.</p>',
    },
  },
];

export const news: SeedNews[] = articles.map((a) => ({ ...a, img: `${a.slug}.webp` }));
