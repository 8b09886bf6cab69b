import {
  findContactRow,
  findPageRow,
  updateContact,
  updatePage,
  type AdminContactRow,
  type AdminPageRow,
} from './content.admin.repository';
import { appendAudit, type Actor } from '../audit/audit.repository';
import type { PageKind } from '../../domain/content';
import { ShopError } from '../../domain/errors';
import type { CatalogueChanges } from '../catalogue/changes.service';

// The HTML pages and the contact card in the back office: edited at their current version, with an
// audit entry, and dropped from what the storefront kept once written.

export { allPages, findContactRow, findPageRow } from './content.admin.repository';

interface Store {
  changes: CatalogueChanges;
}

export const presentPage = (row: AdminPageRow) => ({
  id: row.kind,
  html: { en: row.html_en, ka: row.html_ka ?? '' },
  version: row.version,
});

export const presentContact = (row: AdminContactRow) => ({
  id: 'contact' as const,
  fb: row.fb,
  instagram: row.instagram,
  phone: row.phone,
  email: row.email,
  address: { en: row.address_en, ka: row.address_ka ?? '' },
  version: row.version,
});

export async function editPage(
  { changes }: Store,
  actor: Actor,
  kind: PageKind,
  edit: { html: { en: string; ka: string | null }; version: number },
) {
  const after = await changes.commit(async (tx) => {
    const before = await findPageRow(tx, kind, true);
    if (before.version !== edit.version) throw new ShopError(409, 'version_conflict');
    await updatePage(tx, kind, edit.html);
    const written = await findPageRow(tx, kind);
    await appendAudit(tx, actor, {
      action: 'update',
      entity: 'page',
      entityId: kind,
      before: presentPage(before),
      after: presentPage(written),
    });
    return written;
  });
  return presentPage(after);
}

export async function editContact(
  { changes }: Store,
  actor: Actor,
  edit: Omit<AdminContactRow, 'version'> & { version: number },
) {
  const after = await changes.commit(async (tx) => {
    const before = await findContactRow(tx, true);
    if (before.version !== edit.version) throw new ShopError(409, 'version_conflict');
    await updateContact(tx, edit);
    const written = await findContactRow(tx);
    await appendAudit(tx, actor, {
      action: 'update',
      entity: 'contact',
      entityId: 'contact',
      before: presentContact(before),
      after: presentContact(written),
    });
    return written;
  });
  return presentContact(after);
}
