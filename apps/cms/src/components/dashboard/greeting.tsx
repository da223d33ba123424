import Link from 'next/link';
import type { ServerProps } from 'payload';
import { EDITED_MOST } from './edited-most';

interface Shortcut {
  href: string;
  title: string;
  description?: string;
  note?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const labelText = (value: unknown, fallback: string): string =>
  text(value) ?? text((value as Record<string, unknown> | undefined)?.en) ?? fallback;

/** The pending reviews an editor would moderate, read with their own access. */
async function pendingReviews({ payload, user }: ServerProps): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'reviews',
    where: { status: { equals: 'pending' } },
    user,
    overrideAccess: false,
  });
  return totalDocs;
}

async function shortcuts(props: ServerProps): Promise<Shortcut[]> {
  const { payload, permissions } = props;
  const list: Shortcut[] = [];
  for (const entry of EDITED_MOST) {
    if ('collection' in entry) {
      const slug = entry.collection;
      // Only what this person may change; the access rules decide, the dashboard follows.
      if (!permissions?.collections?.[slug]?.update) continue;
      const config = payload.collections[slug].config;
      const pending = slug === 'reviews' ? await pendingReviews(props) : 0;
      list.push({
        href: `/collections/${slug}`,
        title: labelText(config.labels.plural, slug),
        description: text(config.admin.description),
        note: pending > 0 ? `${pending} waiting for moderation` : undefined,
      });
    } else {
      const slug = entry.global;
      if (!permissions?.globals?.[slug]?.update) continue;
      const config = payload.globals.config.find((global) => global.slug === slug);
      list.push({
        href: `/globals/${slug}`,
        title: labelText(config?.label, slug),
        description: text(config?.admin.description),
      });
    }
  }
  return list;
}

/** Payload's `beforeDashboard`: greets the signed-in editor by name, with what they edit most. */
export async function DashboardGreeting(props: ServerProps) {
  const name = text(props.user?.name) ?? text(props.user?.email) ?? 'there';
  const links = await shortcuts(props);
  return (
    <section className="manara-greeting" aria-labelledby="manara-greeting-title">
      <h2 id="manara-greeting-title">Welcome back, {name}</h2>
      <p className="manara-greeting__lead">
        What visitors read on the site comes from here. A saved change shows on the site on the next visit.
      </p>
      {links.length > 0 && (
        <ul className="manara-greeting__links">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="manara-greeting__link">
                <span className="manara-greeting__title">{link.title}</span>
                {link.note && <span className="manara-greeting__note">{link.note}</span>}
                {link.description && <span className="manara-greeting__description">{link.description}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
