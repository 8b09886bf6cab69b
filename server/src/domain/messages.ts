import type { Lang } from './language';

// Every text a client can see, in both languages. {name} placeholders are filled from params.
const messages = {
  unauthenticated: { en: 'Unauthenticated.', ka: 'ავტორიზაცია საჭიროა.' },
  forbidden: { en: 'You may not change another user’s data.', ka: 'სხვა მომხმარებლის მონაცემების შეცვლა დაუშვებელია.' },
  not_found: { en: 'Not found.', ka: 'ვერ მოიძებნა.' },
  category_not_found: { en: 'Category not found.', ka: 'კატეგორია ვერ მოიძებნა.' },
  product_not_found: { en: 'Product not found.', ka: 'პროდუქტი ვერ მოიძებნა.' },
  news_not_found: { en: 'News not found.', ka: 'სიახლე ვერ მოიძებნა.' },
  invalid_json: { en: 'The request body is not valid JSON.', ka: 'მოთხოვნის შიგთავსი არ არის სწორი JSON.' },
  json_too_deep: {
    en: 'The request body nests deeper than {limit} levels.',
    ka: 'მოთხოვნის შიგთავსი {limit} დონეზე ღრმად არის ჩადგმული.',
  },
  body_too_large: { en: 'The request body is too large.', ka: 'მოთხოვნის შიგთავსი ძალიან დიდია.' },
  unsupported_media_type: { en: 'Unsupported content type.', ka: 'შიგთავსის ეს ტიპი არ არის მხარდაჭერილი.' },
  bad_request: { en: 'The request is invalid.', ka: 'მოთხოვნა არასწორია.' },
  invalid_query: { en: 'Invalid request parameter: {field}.', ka: 'მოთხოვნის პარამეტრი არასწორია: {field}.' },
  too_many_requests: {
    en: 'Too many attempts. Please try again later.',
    ka: 'ძალიან ბევრი მცდელობაა. გთხოვთ, სცადოთ მოგვიანებით.',
  },
  server_error: {
    en: 'Something went wrong on our side. Please try again later.',
    ka: 'სერვერზე მოხდა შეცდომა. გთხოვთ, სცადოთ მოგვიანებით.',
  },
  server_busy: {
    en: 'The shop is very busy right now. Please try again in a few seconds.',
    ka: 'მაღაზია ახლა ძალიან დატვირთულია. გთხოვთ, სცადოთ რამდენიმე წამში.',
  },
  database_unavailable: {
    en: 'The shop cannot reach its records for a moment. Please try again in a few seconds.',
    ka: 'მაღაზია წამით ვერ წვდება თავის მონაცემებს. გთხოვთ, სცადოთ რამდენიმე წამში.',
  },
  invalid_credentials: { en: 'These credentials do not match our records.', ka: 'ელფოსტა ან პაროლი არასწორია.' },
  reset_token_invalid: {
    en: 'This password reset link is invalid or has expired.',
    ka: 'პაროლის აღდგენის ბმული არასწორია ან ვადაგასულია.',
  },
  comment_required: { en: 'Please write a comment for your order.', ka: 'გთხოვთ, დაწეროთ კომენტარი შეკვეთისთვის.' },
  cart_empty: { en: 'Your cart is empty.', ka: 'თქვენი კალათა ცარიელია.' },
  out_of_stock: { en: 'Not enough stock for “{name}”.', ka: '„{name}“ საკმარისი რაოდენობით მარაგში არ არის.' },
  promo_used_up: {
    en: 'The promo code “{code}” has been used up. Remove it to place the order.',
    ka: 'პრომოკოდი „{code}“ ამოწურულია. შეკვეთისთვის წაშალეთ იგი.',
  },
  promo_used_by_customer: {
    en: 'You have already used the promo code “{code}”. Remove it to place the order.',
    ka: 'პრომოკოდი „{code}“ უკვე გამოიყენეთ. შეკვეთისთვის წაშალეთ იგი.',
  },
  order_total_zero: {
    en: 'An order must cost more than 0 ₾. Add a product or remove the promo code.',
    ka: 'შეკვეთის ღირებულება 0 ₾-ზე მეტი უნდა იყოს. დაამატეთ პროდუქტი ან წაშალეთ პრომოკოდი.',
  },
  too_many_unpaid_orders: {
    en: 'You already have {max} unpaid orders. Pay one of them, or wait until its reservation ends, before placing another.',
    ka: 'თქვენ უკვე გაქვთ {max} გადაუხდელი შეკვეთა. ახალი შეკვეთისთვის გადაიხადეთ ერთ-ერთი ან დაელოდეთ მისი ჯავშნის ვადის ამოწურვას.',
  },
  unpaid_units_limit: {
    en: 'Unpaid orders can hold at most {max} units of “{name}”. Lower the quantity, or pay an order you placed first.',
    ka: 'გადაუხდელ შეკვეთებში „{name}“ შეიძლება იყოს მაქსიმუმ {max} ერთეული. შეამცირეთ რაოდენობა ან ჯერ გადაიხადეთ უკვე გაფორმებული შეკვეთა.',
  },
  unpaid_value_limit: {
    en: 'Unpaid orders can come to at most {max} ₾. Pay an order you placed first, or make this one smaller.',
    ka: 'გადაუხდელი შეკვეთების ჯამი {max} ₾-ს არ უნდა აღემატებოდეს. ჯერ გადაიხადეთ უკვე გაფორმებული შეკვეთა ან შეამცირეთ ეს შეკვეთა.',
  },
  unpaid_address_limit: {
    en: 'Too many unpaid orders come from your network right now. Pay an order first, or try again later.',
    ka: 'თქვენი ქსელიდან ახლა ძალიან ბევრი გადაუხდელი შეკვეთაა. ჯერ გადაიხადეთ შეკვეთა ან სცადეთ მოგვიანებით.',
  },
  order_too_large: {
    en: 'This order is larger than the shop can take. Lower the quantities.',
    ka: 'შეკვეთა ძალიან დიდია. შეამცირეთ რაოდენობები.',
  },
  payment_unavailable: {
    en: 'The payment service is not available. Please try again later.',
    ka: 'გადახდის სერვისი დროებით მიუწვდომელია. გთხოვთ, სცადოთ მოგვიანებით.',
  },
  paymethod_unavailable: {
    en: 'This payment method is not available. Please choose another one.',
    ka: 'გადახდის ეს მეთოდი მიუწვდომელია. გთხოვთ, აირჩიოთ სხვა.',
  },
  bank_unavailable: {
    en: 'The bank is not answering right now. Please choose another payment method or try again in a few minutes.',
    ka: 'ბანკი ამჟამად არ პასუხობს. გთხოვთ, აირჩიოთ გადახდის სხვა მეთოდი ან სცადოთ რამდენიმე წუთში.',
  },
  callback_signature: { en: 'Invalid callback signature.', ka: 'შეტყობინების ხელმოწერა არასწორია.' },
  callback_unknown_order: { en: 'Unknown order.', ka: 'შეკვეთა ვერ მოიძებნა.' },
  callback_amount: { en: 'The amount does not match the order.', ka: 'თანხა არ ემთხვევა შეკვეთის თანხას.' },
  callback_currency: { en: 'The payment is not in lari.', ka: 'გადახდა ლარში არ არის.' },
  callback_order_ref: {
    en: 'The payment belongs to another order.',
    ka: 'გადახდა სხვა შეკვეთას ეკუთვნის.',
  },
  sandbox_decided: { en: 'This payment was already decided.', ka: 'ამ გადახდაზე გადაწყვეტილება უკვე მიღებულია.' },

  // the back office
  operator_forbidden: { en: 'Your role does not allow this.', ka: 'თქვენს როლს ეს მოქმედება არ აქვს ნებადართული.' },
  challenge_expired: {
    en: 'This sign-in step has expired. Please sign in again.',
    ka: 'შესვლის ეს ეტაპი ვადაგასულია. გთხოვთ, შეხვიდეთ თავიდან.',
  },
  totp_unreadable: {
    en: 'Your two-step sign-in cannot be checked on this server. Ask an owner to reset it (npm run operator -- reset-2fa).',
    ka: 'თქვენი ორსაფეხურიანი შესვლის შემოწმება ამ სერვერზე ვერ ხერხდება. სთხოვეთ მფლობელს მისი ხელახლა დაყენება (npm run operator -- reset-2fa).',
  },
  upload_not_image: {
    en: 'The file is not a JPEG, PNG or WebP picture.',
    ka: 'ფაილი არ არის JPEG, PNG ან WebP სურათი.',
  },
  upload_too_many_pixels: {
    en: 'The picture is larger than {max} megapixels.',
    ka: 'სურათი {max} მეგაპიქსელზე დიდია.',
  },
  upload_not_pdf: { en: 'The file is not a PDF document.', ka: 'ფაილი არ არის PDF დოკუმენტი.' },
  too_many_images: {
    en: 'A product has at most {max} pictures. Delete one first.',
    ka: 'პროდუქტს შეიძლება ჰქონდეს მაქსიმუმ {max} სურათი. ჯერ წაშალეთ ერთ-ერთი.',
  },
  version_conflict: {
    en: 'Someone else changed this record meanwhile. Reload it and make your change again.',
    ka: 'ამ ჩანაწერს ამასობაში სხვამ შეუცვალა. განაახლეთ და ცვლილება თავიდან შეიტანეთ.',
  },
  last_owner: { en: 'The shop must keep at least one owner.', ka: 'მაღაზიას ერთი მფლობელი მაინც უნდა ჰყავდეს.' },
  password_link_invalid: {
    en: 'This link is invalid, used or expired. Ask for a new one.',
    ka: 'ეს ბმული არასწორია, უკვე გამოყენებულია ან ვადაგასულია. მოითხოვეთ ახალი.',
  },
  invite_mail_failed: {
    en: 'The operator was added, but the invitation mail could not be sent. Send it again from their page.',
    ka: 'ოპერატორი დაემატა, მაგრამ მოსაწვევი წერილი ვერ გაიგზავნა. გაგზავნეთ ხელახლა მისი გვერდიდან.',
  },
  operator_not_invited: {
    en: 'This operator has already set a password: there is no invitation to send.',
    ka: 'ამ ოპერატორს პაროლი უკვე დაყენებული აქვს: მოსაწვევის გაგზავნა საჭირო აღარ არის.',
  },
  totp_enrolled: {
    en: 'Two-step sign-in is already on for this account.',
    ka: 'ამ ანგარიშისთვის ორსაფეხურიანი შესვლა უკვე ჩართულია.',
  },

  order_not_found: { en: 'Order not found.', ka: 'შეკვეთა ვერ მოიძებნა.' },
  order_not_payable: {
    en: 'This order can no longer be paid: its reservation has ended, or it is paid or cancelled.',
    ka: 'ამ შეკვეთის გადახდა აღარ შეიძლება: მისი ჯავშნის ვადა ამოიწურა, ან ის უკვე გადახდილი ან გაუქმებულია.',
  },
  order_stock_sold: {
    en: 'Part of this order has been sold meanwhile. Place a new order from your cart.',
    ka: 'ამ შეკვეთის ნაწილი ამასობაში გაიყიდა. გააფორმეთ ახალი შეკვეთა კალათიდან.',
  },
  order_transition: {
    en: 'An order that is {from} cannot become {to}.',
    ka: 'შეკვეთა სტატუსით „{from}“ ვერ გახდება „{to}“.',
  },
  order_not_unpaid: {
    en: 'Only an unpaid order can be cancelled.',
    ka: 'გაუქმება მხოლოდ გადაუხდელ შეკვეთას შეიძლება.',
  },
  order_no_decision: {
    en: 'This order does not wait for a decision.',
    ka: 'ეს შეკვეთა გადაწყვეტილებას არ ელოდება.',
  },
  order_stock_gone: {
    en: 'The stock of this order is no longer there: add stock first, or refund the order.',
    ka: 'ამ შეკვეთის მარაგი აღარ არის: ჯერ დაამატეთ მარაგი ან დაუბრუნეთ თანხა.',
  },
  order_not_paid: {
    en: 'Only a paid order can be refunded.',
    ka: 'თანხის დაბრუნება მხოლოდ გადახდილ შეკვეთაზეა შესაძლებელი.',
  },
  refund_reference_needed: {
    en: 'An installment is refunded at the bank: do it there first, then enter the bank’s reference.',
    ka: 'განვადება ბრუნდება ბანკში: ჯერ იქ დააბრუნეთ, შემდეგ შეიყვანეთ ბანკის ნომერი.',
  },
  refund_reference_card: {
    en: 'A card payment is refunded through its bank here: no reference is needed.',
    ka: 'ბარათით გადახდა აქედან ბრუნდება ბანკის მეშვეობით: ნომერი საჭირო არ არის.',
  },
  refund_not_surplus: {
    en: 'Only a surplus payment (paid while the order held its money already) is given back by its own payment.',
    ka: 'საკუთარი გადახდით ბრუნდება მხოლოდ ზედმეტი გადახდა (გადახდილი მაშინ, როცა შეკვეთის თანხა უკვე მიღებული იყო).',
  },
  refund_too_much: {
    en: 'At most {max} ₾ can be refunded.',
    ka: 'დაბრუნება შესაძლებელია მაქსიმუმ {max} ₾.',
  },
  refund_units_needed: {
    en: 'Name the units to put back: a part refund restocks only what it names.',
    ka: 'მიუთითეთ დასაბრუნებელი ერთეულები: ნაწილობრივი დაბრუნება მარაგში მხოლოდ მითითებულს აბრუნებს.',
  },
  refund_units_too_many: {
    en: 'At most {max} units of this product can be put back.',
    ka: 'ამ პროდუქტიდან მარაგში შეიძლება დაბრუნდეს მაქსიმუმ {max} ერთეული.',
  },
  refund_refused: {
    en: 'The bank ({bank}) refused the refund: {reason}',
    ka: 'ბანკმა ({bank}) თანხის დაბრუნებაზე უარი თქვა: {reason}',
  },
  refund_whole_only: {
    en: 'This bank ({bank}) gives back an installment payment only whole: refund everything not refunded yet.',
    ka: 'ეს ბანკი ({bank}) განვადებით გადახდილ თანხას მხოლოდ სრულად აბრუნებს: დააბრუნეთ მთელი დარჩენილი თანხა.',
  },
  refund_unavailable: {
    en: 'Refunds through this bank ({bank}) are not available yet: refund in the bank’s own back office.',
    ka: 'ამ ბანკის ({bank}) მეშვეობით თანხის დაბრუნება ჯერ შეუძლებელია: დააბრუნეთ ბანკის სისტემიდან.',
  },

  // field errors (422)
  field_required: { en: 'The {field} field is required.', ka: 'ველი „{field}“ სავალდებულოა.' },
  field_email: { en: 'Enter a valid email address.', ka: 'მიუთითეთ სწორი ელფოსტის მისამართი.' },
  field_email_taken: { en: 'This email is already registered.', ka: 'ეს ელფოსტა უკვე დარეგისტრირებულია.' },
  field_password_short: {
    en: 'The password must be at least {limit} characters.',
    ka: 'პაროლი უნდა შეიცავდეს მინიმუმ {limit} სიმბოლოს.',
  },
  field_current_password_wrong: { en: 'The current password is not correct.', ka: 'მიმდინარე პაროლი არასწორია.' },
  field_password_mismatch: { en: 'The passwords do not match.', ka: 'პაროლები არ ემთხვევა ერთმანეთს.' },
  field_slug: {
    en: 'An address may hold only Latin letters, digits and hyphens (spaces become hyphens), for example sky-watcher-200p.',
    ka: 'მისამართში შეიძლება იყოს მხოლოდ ლათინური ასოები, ციფრები და დეფისები (ჰარი დეფისად იქცევა), მაგალითად sky-watcher-200p.',
  },
  spec_unknown: {
    en: 'Pick a specification from the shop’s list.',
    ka: 'აირჩიეთ მახასიათებელი მაღაზიის სიიდან.',
  },
  spec_value_unlisted: {
    en: 'Shoppers filter by this specification: its English value must name one of the values listed under it.',
    ka: 'მყიდველები ამ მახასიათებლით ფილტრავენ: მისი ინგლისური მნიშვნელობა უნდა შეიცავდეს ქვემოთ ჩამოთვლილი მნიშვნელობებიდან ერთ-ერთს.',
  },
  field_slug_from_name: {
    en: 'The English name has no Latin letters or digits to make an address of: please type one.',
    ka: 'ინგლისურ სახელში არ არის ლათინური ასოები ან ციფრები მისამართისთვის: გთხოვთ, ჩაწეროთ ის.',
  },
  field_slug_taken: { en: 'Another product has this address.', ka: 'ეს მისამართი სხვა პროდუქტს აქვს.' },
  discount_not_below_price: {
    en: 'The discounted price must be lower than the price.',
    ka: 'ფასდაკლებული ფასი ფასზე ნაკლები უნდა იყოს.',
  },
  stock_below_reserved: {
    en: 'Unpaid orders hold {reserved} units: the warehouses cannot hold fewer.',
    ka: 'გადაუხდელ შეკვეთებში დაჯავშნილია {reserved} ერთეული: საწყობებში ნაკლები ვერ იქნება.',
  },
  field_value_taken: { en: 'Another record has this {field}.', ka: '„{field}“ სხვა ჩანაწერს აქვს.' },
  category_not_empty: {
    en: 'This category still has products or subcategories: move them first.',
    ka: 'ამ კატეგორიაში ჯერ კიდევ არის პროდუქტები ან ქვეკატეგორიები: ჯერ გადაიტანეთ ისინი.',
  },
  category_cycle: {
    en: 'A category cannot be placed inside itself or its own subcategory.',
    ka: 'კატეგორია ვერ მოთავსდება საკუთარ თავში ან თავის ქვეკატეგორიაში.',
  },
  promo_percent: { en: 'A percentage cannot be above 100.', ka: 'პროცენტი 100-ზე მეტი ვერ იქნება.' },
  promo_period: {
    en: 'The end of validity must come after its start.',
    ka: 'მოქმედების დასასრული დაწყების შემდეგ უნდა იყოს.',
  },
  account_disabled: {
    en: 'This account is disabled. Please contact the shop.',
    ka: 'ეს ანგარიში გათიშულია. გთხოვთ, დაუკავშირდეთ მაღაზიას.',
  },
  import_no_slug: {
    en: 'The first row must name the columns, slug among them.',
    ka: 'პირველ სტრიქონში სვეტების სახელები უნდა იყოს, მათ შორის slug.',
  },
  import_empty: { en: 'The file has no rows to import.', ka: 'ფაილში იმპორტისთვის სტრიქონები არ არის.' },
  import_too_long: { en: 'A file can hold at most {max} rows.', ka: 'ფაილში მაქსიმუმ {max} სტრიქონი შეიძლება იყოს.' },
  import_invalid_csv: { en: 'The file is not valid CSV.', ka: 'ფაილი სწორი CSV არ არის.' },
  import_unknown_product: { en: 'No product has this address.', ka: 'ამ მისამართით პროდუქტი არ არსებობს.' },
  import_duplicate: {
    en: 'This product is already on an earlier row.',
    ka: 'ეს პროდუქტი უკვე არის წინა სტრიქონში.',
  },
  import_unknown_warehouse: { en: 'No warehouse has this code.', ka: 'ამ კოდით საწყობი არ არსებობს.' },
  field_code_wrong: { en: 'The code is not correct.', ka: 'კოდი არასწორია.' },
  field_pid: {
    en: 'The personal ID must be exactly 11 digits.',
    ka: 'პირადი ნომერი უნდა შედგებოდეს ზუსტად 11 ციფრისგან.',
  },
  field_passport: {
    en: 'A passport number is 6 to 12 letters and digits.',
    ka: 'პასპორტის ნომერი უნდა შედგებოდეს 6-დან 12-მდე ასოსა და ციფრისგან.',
  },
  loan_needs_personal_id: {
    en: 'A bank loan needs a Georgian personal ID. Pay by card, or register with your personal ID.',
    ka: 'საბანკო სესხისთვის საჭიროა საქართველოს მოქალაქის პირადი ნომერი. გადაიხადეთ ბარათით ან დარეგისტრირდით პირადი ნომრით.',
  },
  field_phone: { en: 'Enter a valid phone number.', ka: 'მიუთითეთ სწორი ტელეფონის ნომერი.' },
  field_blank: { en: 'The {field} field may not be blank.', ka: 'ველი „{field}“ არ შეიძლება იყოს ცარიელი.' },
  field_too_long: {
    en: 'The {field} may not be longer than {limit} characters.',
    ka: 'ველი „{field}“ არ უნდა აღემატებოდეს {limit} სიმბოლოს.',
  },
  field_type: { en: 'The {field} field has the wrong type.', ka: 'ველის „{field}“ ტიპი არასწორია.' },
  field_range: {
    en: 'The {field} field is out of range.',
    ka: 'ველის „{field}“ მნიშვნელობა დასაშვებ ფარგლებს გარეთაა.',
  },
  field_invalid: { en: 'The {field} field is invalid.', ka: 'ველი „{field}“ არასწორია.' },

  // delivery
  delivery_unavailable: {
    en: 'This delivery method is not available. Choose another one.',
    ka: 'მიწოდების ეს მეთოდი მიუწვდომელია. აირჩიეთ სხვა.',
  },
  delivery_courier_tbilisi: {
    en: 'The courier delivers in Tbilisi only. For another region choose delivery to the regions.',
    ka: 'კურიერი მხოლოდ თბილისში მიგიტანთ. სხვა რეგიონისთვის აირჩიეთ მიწოდება რეგიონებში.',
  },
  delivery_regions_not_tbilisi: {
    en: 'In Tbilisi the courier delivers. Choose the courier, or another region.',
    ka: 'თბილისში კურიერი მიგიტანთ. აირჩიეთ კურიერი ან სხვა რეგიონი.',
  },
  telescope_not_found: { en: 'Telescope not found.', ka: 'ტელესკოპი ვერ მოიძებნა.' },
  telescope_figure_range: {
    en: 'The telescope’s {field} must be between {min} and {max} mm.',
    ka: 'ტელესკოპის {field} უნდა იყოს {min}-დან {max} მმ-მდე.',
  },
  telescopes_full: {
    en: 'You can keep at most {max} telescopes. Delete one first.',
    ka: 'შეგიძლიათ შეინახოთ მაქსიმუმ {max} ტელესკოპი. ჯერ წაშალეთ ერთ-ერთი.',
  },
  address_book_full: {
    en: 'An address book holds at most {max} addresses. Delete one first.',
    ka: 'მისამართების წიგნში მაქსიმუმ {max} მისამართი ეტევა. ჯერ წაშალეთ ერთ-ერთი.',
  },
  field_address_script: {
    en: 'The {field} may hold Georgian or Latin letters, digits and punctuation only.',
    ka: 'ველში „{field}“ დასაშვებია მხოლოდ ქართული ან ლათინური ასოები, ციფრები და სასვენი ნიშნები.',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

const fieldNames: Record<string, Record<Lang, string>> = {
  fname: { en: 'first name', ka: 'სახელი' },
  lname: { en: 'last name', ka: 'გვარი' },
  phone: { en: 'phone', ka: 'ტელეფონი' },
  email: { en: 'email', ka: 'ელფოსტა' },
  pid: { en: 'personal ID or passport number', ka: 'პირადი ან პასპორტის ნომერი' },
  id_kind: { en: 'kind of ID', ka: 'დოკუმენტის სახეობა' },
  password: { en: 'password', ka: 'პაროლი' },
  current_password: { en: 'current password', ka: 'მიმდინარე პაროლი' },
  repeat_password: { en: 'repeat password', ka: 'გაიმეორეთ პაროლი' },
  token: { en: 'token', ka: 'ტოკენი' },
  comment: { en: 'comment', ka: 'კომენტარი' },
  products: { en: 'products', ka: 'პროდუქტები' },
  promo: { en: 'promo code', ka: 'პრომო კოდი' },
  paymethod: { en: 'payment method', ka: 'გადახდის მეთოდი' },
  amount: { en: 'amount', ka: 'თანხა' },
  month: { en: 'months', ka: 'თვეების რაოდენობა' },
  discount_code: { en: 'discount code', ka: 'ფასდაკლების კოდი' },
  keyword: { en: 'keyword', ka: 'საძიებო სიტყვა' },
  page: { en: 'page', ka: 'გვერდი' },
  sort: { en: 'sort', ka: 'დალაგება' },
  code: { en: 'code', ka: 'კოდი' },
  name: { en: 'name', ka: 'სახელი' },
  role: { en: 'role', ka: 'როლი' },
  version: { en: 'version', ka: 'ვერსია' },
  currentPassword: { en: 'current password', ka: 'მიმდინარე პაროლი' },
  newPassword: { en: 'new password', ka: 'ახალი პაროლი' },
  status: { en: 'status', ka: 'სტატუსი' },
  slug: { en: 'address', ka: 'მისამართი' },
  parentId: { en: 'parent category', ka: 'მშობელი კატეგორია' },
  value: { en: 'value', ka: 'მნიშვნელობა' },
  validFrom: { en: 'valid from', ka: 'მოქმედებს დან' },
  validTo: { en: 'valid until', ka: 'მოქმედებს მდე' },
  price: { en: 'price', ka: 'ფასი' },
  discountedPrice: { en: 'discounted price', ka: 'ფასდაკლებული ფასი' },
  categoryId: { en: 'category', ka: 'კატეგორია' },
  quantity: { en: 'quantity', ka: 'რაოდენობა' },
  warehouseId: { en: 'warehouse', ka: 'საწყობი' },
  trackingNumber: { en: 'tracking number', ka: 'გზავნილის ნომერი' },
  label: { en: 'label', ka: 'დასახელება' },
  region: { en: 'city or region', ka: 'ქალაქი ან რეგიონი' },
  city: { en: 'city, town or village', ka: 'ქალაქი, დაბა ან სოფელი' },
  street: { en: 'street and number', ka: 'ქუჩა და ნომერი' },
  apartment: { en: 'apartment', ka: 'ბინა' },
  notes: { en: 'notes for the courier', ka: 'შენიშვნა კურიერისთვის' },
  delivery: { en: 'delivery', ka: 'მიწოდება' },
  'delivery.method': { en: 'delivery method', ka: 'მიწოდების მეთოდი' },
  'delivery.phone': { en: 'phone', ka: 'ტელეფონი' },
  'delivery.warehouse_id': { en: 'pickup point', ka: 'გატანის პუნქტი' },
  'delivery.address': { en: 'address', ka: 'მისამართი' },
  'delivery.address.region': { en: 'city or region', ka: 'ქალაქი ან რეგიონი' },
  'delivery.address.city': { en: 'city, town or village', ka: 'ქალაქი, დაბა ან სოფელი' },
  'delivery.address.street': { en: 'street and number', ka: 'ქუჩა და ნომერი' },
  'delivery.address.apartment': { en: 'apartment', ka: 'ბინა' },
  'delivery.address.notes': { en: 'notes for the courier', ka: 'შენიშვნა კურიერისთვის' },
  // a product's, as the back office names them next to their fields
  description: { en: 'description', ka: 'აღწერა' },
  specifications: { en: 'specifications', ka: 'მახასიათებლები' },
  'specifications.key': { en: 'specification', ka: 'მახასიათებელი' },
  'specifications.value': { en: 'value', ka: 'მნიშვნელობა' },
  visible: { en: 'visible', ka: 'ხილული' },
  stock: { en: 'stock', ka: 'მარაგი' },
  compatibility: { en: 'compatibility', ka: 'თავსებადობა' },
  'compatibility.role': { en: 'kind of product', ka: 'პროდუქტის სახეობა' },
  'compatibility.design': { en: 'optical design', ka: 'ოპტიკური სქემა' },
  'compatibility.focuser': { en: 'focuser', ka: 'ფოკუსერი' },
  'compatibility.weight': { en: 'tube weight', ka: 'მილის წონა' },
  'compatibility.dovetail': { en: 'dovetail', ka: 'Dovetail ფილა' },
  'compatibility.mounted': { en: 'sold with a mount', ka: 'იყიდება სამონტაჟოთი' },
  'compatibility.payload': { en: 'payload', ka: 'ტვირთამწეობა' },
  'compatibility.saddle': { en: 'saddle', ka: 'საყრდენი' },
  'compatibility.kind': { en: 'kind of accessory', ka: 'აქსესუარის სახეობა' },
  'compatibility.barrel': { en: 'barrel', ka: 'ლულის დიამეტრი' },
  audience: { en: 'audience', ka: 'ვისთვის' },
};

const languageNames: Record<Lang, Record<Lang, string>> = {
  en: { en: 'English', ka: 'ინგლისური' },
  ka: { en: 'Georgian', ka: 'ქართული' },
};

/** a field's name as a shopper reads it */
export function fieldName(lang: Lang, field: string): string {
  if (fieldNames[field]) return fieldNames[field][lang];
  // a nested field (`name.ka`, `specifications.2.value.en`): its list's place dropped, its language said
  const parts = field.split('.').filter((part) => !/^\d+$/.test(part));
  const language = parts.at(-1) === 'en' || parts.at(-1) === 'ka' ? (parts.pop() as Lang) : undefined;
  const named = fieldNames[parts.join('.')] ?? fieldNames[parts.at(-1) ?? ''];
  if (!named) return field;
  return language ? `${named[lang]} (${languageNames[language][lang]})` : named[lang];
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'field' ? fieldName(lang, String(params.field)) : String(params[name] ?? whole),
  );
}
