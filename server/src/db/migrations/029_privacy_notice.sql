-- The privacy notice (issue 36): what the shop keeps about a shopper, why, for how long, and how to have it
-- deleted; accounts keep personal ID and passport numbers. Its sections are the page's second-level
-- headings: the page's own heading names it. Written here, not in the seed, so a shop made
-- before it has it too; the back office edits it as any other page.

ALTER TABLE pages DROP CONSTRAINT pages_kind_check;
ALTER TABLE pages ADD CONSTRAINT pages_kind_check
  CHECK (kind IN ('about', 'personal', 'delivery', 'return', 'warranty', 'cookie', 'privacy'));

INSERT INTO pages (kind, html_en, html_ka) VALUES ('privacy',
  '<p>This notice says what AstroShop keeps about you, why, for how long, and how to have it deleted. We handle personal data under the Law of Georgia on Personal Data Protection.</p>'
  '<h2>What we keep</h2>'
  '<ul>'
  '<li>Your account: first and last name, email, phone number, and your personal ID or passport number.</li>'
  '<li>Your orders: what you bought and at what price, the delivery address or pickup point, your comment, and the state of each payment. Card numbers never reach us: you type them on your bank''s page.</li>'
  '<li>What you choose to keep: saved addresses and the telescopes you keep in your account.</li>'
  '<li>In your browser only: your cart, the products you compare and your telescope (see the cookie policy).</li>'
  '</ul>'
  '<h2>Why</h2>'
  '<p>To take and deliver your orders, to issue the receipts and invoices the tax law requires (they name the buyer by personal ID or passport number), to answer your questions, and to handle exchanges, returns and warranty repairs. We do not sell your data or use it for advertising. The bank that takes your payment and the courier that delivers your order get only what they need for that.</p>'
  '<h2>For how long</h2>'
  '<p>Your account stays until you ask us to delete it. Orders and payment records are kept for as long as Georgian tax law requires accounting records to be kept, then deleted. Saved addresses and telescopes go when you remove them or when your account is deleted.</p>'
  '<h2>Your rights, and how to ask for deletion</h2>'
  '<p>You may ask what we keep about you, have it corrected, or have your account deleted: write to info@astroshop.ge from your account''s email, or call 599 11 22 33. We answer within 10 working days. Records the law requires us to keep stay until their term ends, and are used for nothing else.</p>',
  '<p>ეს დოკუმენტი განმარტავს, რა ინფორმაციას ინახავს ასტროშოპი თქვენ შესახებ, რატომ, რა ვადით და როგორ შეგიძლიათ მოითხოვოთ მისი წაშლა. პერსონალურ მონაცემებს ვამუშავებთ „პერსონალურ მონაცემთა დაცვის შესახებ“ საქართველოს კანონის შესაბამისად.</p>'
  '<h2>რას ვინახავთ</h2>'
  '<ul>'
  '<li>თქვენს ანგარიშს: სახელს, გვარს, ელფოსტას, ტელეფონის ნომერს და პირად ან პასპორტის ნომერს.</li>'
  '<li>თქვენს შეკვეთებს: რა და რა ფასად შეიძინეთ, მიწოდების მისამართს ან გატანის პუნქტს, თქვენს კომენტარს და თითოეული გადახდის მდგომარეობას. ბარათის მონაცემები ჩვენამდე არ აღწევს: მათ ბანკის გვერდზე შეიყვანთ.</li>'
  '<li>რასაც თავად შეინახავთ: მისამართებსა და ტელესკოპებს თქვენს ანგარიშში.</li>'
  '<li>მხოლოდ თქვენს ბრაუზერში: კალათას, შესადარებელ პროდუქტებს და თქვენს ტელესკოპს (იხ. ქუქი-ფაილების პოლიტიკა).</li>'
  '</ul>'
  '<h2>რატომ</h2>'
  '<p>შეკვეთის მისაღებად და მისაწოდებლად, კანონით მოთხოვნილი ქვითრებისა და ანგარიშ-ფაქტურების გასაცემად (მათში მყიდველი პირადი ან პასპორტის ნომრით არის მითითებული), თქვენს შეკითხვებზე საპასუხოდ და გადაცვლის, დაბრუნებისა და საგარანტიო მომსახურებისთვის. თქვენს მონაცემებს არ ვყიდით და სარეკლამოდ არ ვიყენებთ. ბანკი, რომელიც გადახდას იღებს, და კურიერი, რომელიც შეკვეთას მოგიტანთ, მხოლოდ იმას იღებენ, რაც ამისთვის სჭირდებათ.</p>'
  '<h2>რა ვადით</h2>'
  '<p>ანგარიში ინახება, სანამ მის წაშლას არ მოითხოვთ. შეკვეთებისა და გადახდების ჩანაწერები ინახება იმ ვადით, რასაც საქართველოს საგადასახადო კანონმდებლობა საბუღალტრო დოკუმენტაციისთვის ადგენს, შემდეგ კი იშლება. შენახული მისამართები და ტელესკოპები იშლება, როცა მათ წაშლით ან როცა ანგარიში წაიშლება.</p>'
  '<h2>თქვენი უფლებები და წაშლის მოთხოვნა</h2>'
  '<p>შეგიძლიათ გაიგოთ, რას ვინახავთ თქვენ შესახებ, მოითხოვოთ მისი გასწორება ან ანგარიშის წაშლა: მოგვწერეთ info@astroshop.ge-ზე თქვენი ანგარიშის ელფოსტიდან ან დაგვირეკეთ 599 11 22 33-ზე. გიპასუხებთ 10 სამუშაო დღის განმავლობაში. ჩანაწერები, რომელთა შენახვასაც კანონი გვავალებს, ინახება ამ ვადის ამოწურვამდე და სხვა მიზნით არ გამოიყენება.</p>'
) ON CONFLICT (kind) DO NOTHING;
