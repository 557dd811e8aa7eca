import {
  AUTH_MSG,
  INVITATION_TTL_HOURS,
  INVITES_MSG,
  OPEN_INVITATIONS_MAX,
  type AcceptInvitationBody,
  type Invitation,
  type InvitationPreview,
  type InviteBody,
  type MenuLanguage,
} from '@console/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { recordChange } from '../../platform/audit.js';
import type { BackgroundTasks } from '../../platform/background.js';
import type { Config } from '../../platform/config.js';
import { CODE_ERROR } from '../../platform/envelope.js';
import { AppError, badRequest, invalidFields, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword } from '../../platform/password.js';
import { ROLE_ADMIN } from '../../platform/perms.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import type { Session } from '../../platform/session.js';

export interface InvitationDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  tasks: BackgroundTasks;
}

const conflict = (message: string) => new AppError(409, CODE_ERROR, message);
const HOUR_MS = 3_600_000;

/** The public routes are limited per address like the reset code's (a token cannot be guessed, but tries cost). */
const LIMITS = {
  lookupPerIp: { name: 'invite-lookup:ip', max: 60, windowSeconds: 3600 },
  acceptPerIp: { name: 'invite-accept:ip', max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, LimitRule>;

/** Only the hash is stored: the raw token lives in the mail alone. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

const COLUMNS = `i.id, i.email, i.name, i.role_id as "roleId", r.name as "roleName", coalesce(r.owner, false) as owner,
  case when i.expires_at > $2 then 'invited' else 'expired' end as status,
  u.email as "invitedBy", i.created_at as "createdAt", i.expires_at as "expiresAt"`;
const FROM = `team_invitations i
  left join team_roles r on r.id = i.role_id and r.customer_id = i.customer_id
  left join users u on u.id = i.created_by and u.customer_id = i.customer_id`;
const OPEN = 'i.accepted_at is null and i.revoked_at is null';

/** The shop's open invitations (not accepted, not cancelled), expired ones included, newest first. */
export async function listInvitations(db: Queryable, customerId: number, now: Date): Promise<Invitation[]> {
  return db.query<Invitation>(
    `select ${COLUMNS} from ${FROM} where i.customer_id = $1 and ${OPEN} order by i.created_at desc, i.id desc`,
    [customerId, now],
  );
}

async function readInvitation(tx: Queryable, customerId: number, id: number, now: Date): Promise<Invitation> {
  const row = await tx.one<Invitation>(
    `select ${COLUMNS} from ${FROM} where i.customer_id = $1 and i.id = $3`,
    [customerId, now, id],
  );
  return row!;
}

/**
 * How the mail reads and where its link points: the inviter's language (as the console sends it), and the
 * configured public address, else the one the request came to.
 */
export interface LinkBase {
  origin: string;
  language: MenuLanguage;
}

/**
 * Invites an address to the shop with a role. The answer is the same whether or not the address has an account in
 * another shop (emails are unique across shops): the invitation is stored either way, and which mail goes out is
 * decided after the answer (BackgroundTasks), so neither the body nor the timing tells. An address that is already
 * a member here gets a 409, which tells the owner nothing their member list does not.
 */
export async function invite(
  deps: InvitationDeps,
  session: Session,
  body: InviteBody,
  link: LinkBase,
): Promise<Invitation> {
  const { customerId } = session;
  return withNewLink(deps, customerId, link, async (tx, { hash, now, expiresAt }) => {
    // Open invitations are counted under the shop's row lock, as the Owners are.
    await tx.query('select id from customers where id = $1 for update', [customerId]);
    const role = await tx.one<{ id: number; name: string }>(
      'select id, name from team_roles where customer_id = $1 and id = $2',
      [customerId, body.roleId],
    );
    if (!role) throw invalidFields({ roleId: INVITES_MSG.roleNotFound });
    if (
      await tx.one(
        `select 1 from users where customer_id = $1 and lower(email) = lower($2) and status <> 'removed'`,
        [customerId, body.email],
      )
    )
      throw conflict(INVITES_MSG.member);
    const open = await tx.one<{ n: number }>(
      `select count(*) as n from team_invitations i where i.customer_id = $1 and ${OPEN}`,
      [customerId],
    );
    if ((open?.n ?? 0) >= OPEN_INVITATIONS_MAX) throw conflict(INVITES_MSG.tooMany);
    let created: { id: number } | null;
    try {
      created = await tx.one<{ id: number }>(
        `insert into team_invitations (customer_id, email, name, role_id, token_hash, created_by, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [customerId, body.email, body.name ?? '', role.id, hash, session.userId, now, expiresAt],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(INVITES_MSG.invited);
      throw error;
    }
    recordChange({
      area: 'team',
      action: 'invitation.create',
      objectType: 'invitation',
      objectId: created!.id,
      before: null,
      after: { email: body.email, name: body.name ?? '', role: role.name },
    });
    return readInvitation(tx, customerId, created!.id, now);
  });
}

/** A new link for an open invitation: the old token stops working, and the new one is valid 72 hours from now. */
export async function resendInvitation(
  deps: InvitationDeps,
  session: Session,
  id: number,
  link: LinkBase,
): Promise<Invitation> {
  const { customerId } = session;
  return withNewLink(deps, customerId, link, async (tx, { hash, now, expiresAt }) => {
    const before = await tx.one<{ expiresAt: Date }>(
      `select i.expires_at as "expiresAt" from team_invitations i
        where i.customer_id = $1 and i.id = $2 and ${OPEN} for update`,
      [customerId, id],
    );
    if (!before) throw notFound(INVITES_MSG.notFound);
    await tx.query(
      'update team_invitations set token_hash = $3, expires_at = $4 where customer_id = $1 and id = $2',
      [customerId, id, hash, expiresAt],
    );
    const after = await readInvitation(tx, customerId, id, now);
    recordChange({
      area: 'team',
      action: 'invitation.resend',
      objectType: 'invitation',
      objectId: id,
      before: { expiresAt: before.expiresAt, token: 'old' },
      after: { expiresAt: after.expiresAt, token: 'new' },
    });
    return after;
  });
}

/**
 * Stores an invitation with a new link in one transaction (`write` saves the token's hash and expiry) and mails
 * the link once the answer has gone. The link is valid INVITATION_TTL_HOURS from now.
 */
async function withNewLink(
  deps: InvitationDeps,
  customerId: number,
  link: LinkBase,
  write: (tx: Queryable, token: { hash: string; now: Date; expiresAt: Date }) => Promise<Invitation>,
): Promise<Invitation> {
  const now = deps.config.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * HOUR_MS);
  const invitation = await deps.db.transaction((tx) => write(tx, { hash: tokenHash(token), now, expiresAt }));
  mailLater(deps, customerId, invitation, token, link);
  return invitation;
}

/** Cancels an open invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, session: Session, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await tx.one<{ email: string }>(
      `update team_invitations i set revoked_at = $3 where i.customer_id = $1 and i.id = $2 and ${OPEN}
        returning i.email`,
      [session.customerId, id, now],
    );
    if (!row) throw notFound(INVITES_MSG.notFound);
    recordChange({
      area: 'team',
      action: 'invitation.cancel',
      objectType: 'invitation',
      objectId: id,
      before: { email: row.email, status: 'invited' },
      after: { email: row.email, status: 'cancelled' },
    });
  });
}

/**
 * After the answer: an address with an account (in another shop: members were refused before) is told it was
 * invited and should ask for an invitation to another address; any other address gets the link.
 */
function mailLater(
  deps: InvitationDeps,
  customerId: number,
  invitation: Invitation,
  token: string,
  link: LinkBase,
): void {
  deps.tasks.run('invitation mail', async () => {
    const { db, mailer } = deps;
    const shop = await db.one<{ name: string }>('select name from customers where id = $1', [customerId]);
    const shopName = shop?.name ?? '';
    const account = await db.one(
      `select 1 from users where lower(email) = lower($1) and status <> 'removed'`,
      [invitation.email],
    );
    const words = INVITATION_MAIL[link.language];
    const mail = account
      ? words.taken(invitation, shopName)
      : words.link(invitation, shopName, `${link.origin}/invite?token=${token}`);
    await mailer.send({ to: invitation.email, ...mail });
  });
}

/** The two invitation mails, in the inviter's language (the invitee's is not known before they answer). */
const INVITATION_MAIL: Record<
  MenuLanguage,
  {
    /** The address already has an account (in another shop): no link, and how to join instead. */
    taken: (invitation: Invitation, shop: string) => { subject: string; text: string };
    /** The link that sets a password and joins. */
    link: (invitation: Invitation, shop: string, url: string) => { subject: string; text: string };
  }
> = {
  en: {
    taken: (invitation, shop) => ({
      subject: `You were invited to ${shop} on the Shop Console`,
      text:
        `${invitation.name ? `Hello ${invitation.name},` : 'Hello,'}\n\nyou were invited to join ${shop} on the ` +
        `Shop Console, but ${invitation.email} already has a Shop Console account, and an address can belong to ` +
        'one shop only.\n\nTo join, ask the person who invited you for an invitation to another address.\n',
    }),
    link: (invitation, shop, url) => ({
      subject: `You are invited to ${shop} on the Shop Console`,
      text:
        `${invitation.name ? `Hello ${invitation.name},` : 'Hello,'}\n\nyou are invited to join ${shop} on the ` +
        'Shop Console' +
        (invitation.roleName ? ` with the role ${invitation.owner ? 'Owner' : invitation.roleName}` : '') +
        `.\n\nSet your password and sign in here (the link works once, for ${INVITATION_TTL_HOURS} hours):\n` +
        `${url}\n\nIf you did not expect this invitation, you can ignore this mail.\n`,
    }),
  },
  zh: {
    taken: (invitation, shop) => ({
      subject: `您受邀加入店铺管理台上的 ${shop}`,
      text:
        `${invitation.name ? `${invitation.name}，您好：` : '您好：'}\n\n您受邀加入店铺管理台上的 ${shop}，但 ` +
        `${invitation.email} 已有店铺管理台账号，而一个邮箱只能属于一个店铺。\n\n` +
        '如需加入，请让邀请您的人向另一个邮箱发送邀请。\n',
    }),
    link: (invitation, shop, url) => ({
      subject: `邀请您加入店铺管理台上的 ${shop}`,
      text:
        `${invitation.name ? `${invitation.name}，您好：` : '您好：'}\n\n邀请您` +
        (invitation.roleName ? `以“${invitation.owner ? '所有者' : invitation.roleName}”角色` : '') +
        `加入店铺管理台上的 ${shop}。\n\n请在此设置密码并登录（链接只能使用一次，${INVITATION_TTL_HOURS} 小时内有效）：\n` +
        `${url}\n\n如果您没有预料到这份邀请，请忽略本邮件。\n`,
    }),
  },
};

interface OpenInvitation {
  id: number;
  customerId: number;
  email: string;
  name: string;
  roleId: number | null;
  shopName: string;
}

/** The invitation a token opens, if it can still be used; anything else is the one generic refusal. */
async function usableInvitation(
  tx: Queryable,
  token: string,
  now: Date,
  lock = false,
): Promise<OpenInvitation> {
  const row = await tx.one<OpenInvitation>(
    `select i.id, i.customer_id as "customerId", i.email, i.name, i.role_id as "roleId", c.name as "shopName"
       from team_invitations i join customers c on c.id = i.customer_id
      where i.token_hash = $1 and ${OPEN} and i.expires_at > $2 and i.role_id is not null
      ${lock ? 'for update of i' : ''}`,
    [tokenHash(token), now],
  );
  if (!row) throw badRequest(INVITES_MSG.invalid);
  return row;
}

/** Public: what the link's page shows before the invitee sets a password. */
export async function lookupInvitation(
  deps: InvitationDeps,
  token: string,
  ip: string,
): Promise<InvitationPreview> {
  await deps.limiter.hit(LIMITS.lookupPerIp, ip);
  const invitation = await usableInvitation(deps.db, token, deps.config.now());
  return { shopName: invitation.shopName, email: invitation.email, name: invitation.name };
}

/**
 * Public: creates the invitee's account in the inviting shop with the invitation's role and uses the invitation up,
 * in one transaction (a second use, or a use racing this one, is refused). An address that has an account by now
 * is refused with the same generic message as a bad link.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  body: AcceptInvitationBody,
  ip: string,
): Promise<{ email: string }> {
  const { db, config } = deps;
  await deps.limiter.hit(LIMITS.acceptPerIp, ip);
  if (body.confirmPassword !== body.password)
    throw invalidFields({ confirmPassword: AUTH_MSG.passwordsDiffer });
  const now = config.now();
  // Checked before the slow hash, then again under the lock.
  await usableInvitation(db, body.token, now);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await usableInvitation(tx, body.token, now, true);
      const user = await tx.one<{ id: number }>(
        `insert into users (customer_id, email, password_hash, name, last_name, status, roles, perms, role_id,
                            created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'active', $8, '{}', $6, $7, $7) returning id`,
        [
          invitation.customerId,
          invitation.email,
          passwordHash,
          body.name,
          body.lastName,
          invitation.roleId,
          now,
          [ROLE_ADMIN],
        ],
      );
      await tx.query('update team_invitations set accepted_at = $2, accepted_user_id = $3 where id = $1', [
        invitation.id,
        now,
        user!.id,
      ]);
      const role = await tx.one<{ name: string }>('select name from team_roles where id = $1', [
        invitation.roleId,
      ]);
      const who = { customerId: invitation.customerId, userId: user!.id, actor: invitation.email };
      recordChange({
        area: 'team',
        action: 'invitation.accept',
        objectType: 'user',
        objectId: user!.id,
        before: null,
        after: {
          email: invitation.email,
          name: body.name,
          lastName: body.lastName,
          role: role?.name ?? null,
        },
        ...who,
      });
      return { email: invitation.email };
    });
  } catch (error) {
    // The address has an account (another shop's, or one made a moment ago): the generic refusal, nothing more.
    if (isUniqueViolation(error)) throw badRequest(INVITES_MSG.invalid);
    throw error;
  }
}
