import type { Queryable } from '../../db/client';
import { allCategories, allProducts, type ProductRow } from './catalogue.repository';
import { listCandidates, type Candidate } from '../products/productList.repository';
import type { Lang } from '../../domain/language';
import { allPromos, type PromoRow } from '../promos/promos.repository';
import { CategoryTree } from './categoryTree.service';

// The catalogue as last read, kept in this process so that a read costs no database round trip: the
// category tree (slugs and descendants for the product lists), finished answers (lists, products,
// categories), serialised and compressed once (by the `finish` the app gives: http/cachedAnswer.ts), what the cart view prices from (every product by
// id, every promo code with its rules and uses), and what a search's filters and page read beside the
// ids its one query finds (every product's price, stock and specifications).
//
// Stock is the only catalogue data the shop changes while running, and every change goes through
// modules/orders/orders.service.ts, which calls stockChanged() after its transaction commits: shoppers of this process
// see live stock (and a promo's uses, which change with the same orders) at once. Another process can change rows without telling us: a second server on the
// same PostgreSQL taking orders, or `npm run seed`. Entries therefore live a few seconds only, which
// bounds how stale that stock can be; the checkout never trusts it anyway (it reserves against the
// row itself).

/** the answers kept at most: lists can be asked for any page, and each answer holds ≈ 50 KB */
const MAX_ANSWERS = 500;

/** values by key for ttlMs; concurrent misses for one key share one read; failed reads are not kept */
class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, make: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    if (this.ttlMs <= 0) return make();
    const fresh = { value: make(), expires: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    fresh.value.catch(() => this.entries.get(key) === fresh && this.entries.delete(key));
    return fresh.value;
  }

  /** a read still running is answered to those already waiting for it, but no longer kept */
  clear() {
    this.entries.clear();
  }
}

export class CatalogueCache<Answer = unknown> {
  private readonly answers: TtlCache<Answer>;
  private readonly trees: TtlCache<CategoryTree>;
  private readonly products: TtlCache<Map<number, ProductRow>>;
  private readonly promos: TtlCache<Map<string, PromoRow>>;
  private readonly candidates: TtlCache<Map<number, Candidate>>;

  /** ttlMs 0 keeps nothing; `finish` makes a route's answer what is kept of it */
  constructor(
    private readonly db: Queryable,
    ttlMs: number,
    private readonly finish: (value: unknown) => Answer,
    /** tells the other servers sharing the database that stock moved (none: one server alone) */
    private readonly announceStock: () => void = () => {},
  ) {
    if (!(ttlMs >= 0)) throw new Error(`the catalogue cache needs a time of 0 ms or more, not ${ttlMs}`);
    this.answers = new TtlCache(ttlMs, MAX_ANSWERS);
    this.trees = new TtlCache(ttlMs, 1);
    this.products = new TtlCache(ttlMs, 1);
    this.promos = new TtlCache(ttlMs, 1);
    this.candidates = new TtlCache(ttlMs, 2);
  }

  /** the answer kept under key, or the one make() builds, finished; an error thrown by make() is not kept */
  answer(key: string, make: () => Promise<unknown>): Promise<Answer> {
    return this.answers.get(key, async () => this.finish(await make()));
  }

  categories(): Promise<CategoryTree> {
    return this.trees.get('', async () => new CategoryTree(await allCategories(this.db)));
  }

  productsById(): Promise<Map<number, ProductRow>> {
    return this.products.get(
      '',
      async () => new Map((await allProducts(this.db)).map((product) => [product.id, product])),
    );
  }

  /** every product as a list's filters see it (price paid, stock, specifications in `lang`), by id */
  candidatesById(lang: Lang): Promise<Map<number, Candidate>> {
    return this.candidates.get(
      lang,
      async () => new Map((await listCandidates(this.db, { kind: 'search', keyword: '' }, lang)).map((c) => [c.id, c])),
    );
  }

  /** by the code in lower case (codes match whatever their case) */
  promosByCode(): Promise<Map<string, PromoRow>> {
    return this.promos.get(
      '',
      async () => new Map((await allPromos(this.db)).map((promo) => [promo.code.toLowerCase(), promo])),
    );
  }

  /**
   * live stock (and the warehouses holding a product) changed, and with it the orders using promo
   * codes: every product answer, product and promo use count may be out of date
   */
  stockChanged() {
    this.forgetStock();
    this.announceStock();
  }

  /** another server moved stock: what this one kept of it goes (nothing is announced again) */
  forgetStock() {
    this.answers.clear();
    this.products.clear();
    this.promos.clear();
    this.candidates.clear();
  }

  /** anything of the catalogue changed (the back office): nothing kept is trusted, the category tree included */
  changed() {
    this.forgetStock();
    this.trees.clear();
  }
}
