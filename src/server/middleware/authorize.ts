/**
 * Every protected admin REST route passes here: who the viewer is was decided by identify, what
 * their role may do is services.permissions' call. The rule of each route is in ADMIN_ROUTE_RULES
 * (method and the route's path as mounted under /api/admin); a route missing from it is for
 * administrators only, and test/api/auth-roles.test.ts holds every route to having a rule.
 */
import type { Request, RequestHandler } from 'express';
import type { AccessRule, Services } from '../../services/index.js';

export const ADMIN_ROUTE_RULES: Record<string, AccessRule> = {
  'GET /blog-posts': { permission: 'posts.read' },
  'GET /blog-posts/:id': { permission: 'posts.read' },
  'POST /blog-posts': { permission: 'posts.write', post: 'create' },
  'PUT /blog-posts/:id': { permission: 'posts.write', post: 'update' },
  'DELETE /blog-posts/:id': { permission: 'posts.write', post: 'delete' },
  'POST /blog-posts/:id/restore': { permission: 'posts.write', post: 'delete' },
  'GET /trash': { permission: 'posts.read' },
  'DELETE /trash/:id': { permission: 'posts.manage' },
  'GET /blog-categories': { permission: 'posts.read' },
  'POST /blog-categories': { permission: 'categories.manage' },
  'PUT /blog-categories/order': { permission: 'categories.manage' },
  'PUT /blog-categories/:id': { permission: 'categories.manage' },
  'DELETE /blog-categories/:id': { permission: 'categories.manage' },
  // The media library (issue 21): whoever writes posts uploads and describes images; deleting is managing.
  'GET /media': { permission: 'posts.read' },
  'GET /media/:id': { permission: 'posts.read' },
  'POST /media': { permission: 'posts.write' },
  'PATCH /media/:id': { permission: 'posts.write' },
  'DELETE /media/:id': { permission: 'posts.manage' },
  // The submissions inbox (issue 20, item 9): whoever may read submissions handles them, erasure requests included.
  'GET /submissions': { permission: 'submissions' },
  'GET /submissions/:kind': { permission: 'submissions' },
  'GET /submissions/:kind/export.csv': { permission: 'submissions' },
  'POST /submissions/:kind/state': { permission: 'submissions' },
  'POST /submissions/:kind/delete': { permission: 'submissions' },
  'GET /submissions/:kind/:id': { permission: 'submissions' },
  'PATCH /submissions/:kind/:id': { permission: 'submissions' },
  'POST /submissions/:kind/:id/retry': { permission: 'submissions' },
  'DELETE /submissions/:kind/:id': { permission: 'submissions' },
  'GET /me': { permission: 'account' },
  'PUT /me': { permission: 'account' },
  'PUT /me/password': { permission: 'account' },
  'POST /me/totp': { permission: 'account' },
  'POST /me/totp/confirm': { permission: 'account' },
  'DELETE /me/totp': { permission: 'account' },
  'GET /me/sessions': { permission: 'account' },
  'DELETE /me/sessions': { permission: 'account' },
  'DELETE /me/sessions/:sessionId': { permission: 'account' },
  'GET /staff': { permission: 'staff' },
  'PUT /staff/settings': { permission: 'staff' },
  'POST /staff/invitations': { permission: 'staff' },
  'POST /staff/invitations/:id/resend': { permission: 'staff' },
  'DELETE /staff/invitations/:id': { permission: 'staff' },
  'PUT /staff/:id/role': { permission: 'staff' },
  'POST /staff/:id/suspend': { permission: 'staff' },
  'POST /staff/:id/unsuspend': { permission: 'staff' },
  'DELETE /staff/:id': { permission: 'staff' },
  'DELETE /staff/:id/totp': { permission: 'staff' },
  'GET /staff/:id/sessions': { permission: 'staff' },
  'DELETE /staff/:id/sessions': { permission: 'staff' },
  'GET /webhook-deliveries/:id': { permission: 'webhooks' },
  'POST /webhook-deliveries/:id/redeliver': { permission: 'webhooks' },
  'GET /audit-log': { permission: 'auditLog' },
  'GET /audit-log.csv': { permission: 'auditLog' },
};

const ADMINISTRATORS_ONLY: AccessRule = { permission: 'staff' };

interface CompiledRule {
  method: string;
  pattern: RegExp;
  names: string[];
  rule: AccessRule;
}

function compile(rules: Record<string, AccessRule>): CompiledRule[] {
  return Object.entries(rules).map(([key, rule]) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const source = path.split('/').map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    }).join('/');
    return { method, pattern: new RegExp(`^${source}/?$`), names, rule };
  });
}

/** A path segment decoded; one with a malformed %-escape stays as sent (the route then refuses it with a 4xx). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The rule for a request under /api/admin, with the route's parameters. */
export function ruleFor(rules: CompiledRule[], method: string, path: string): { rule: AccessRule; params: Record<string, string> } {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const entry of rules) {
    if (entry.method !== wanted) continue;
    const match = entry.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(entry.names.map((name, index) => [name, decodedSegment(match[index + 1]!)]));
    return { rule: entry.rule, params };
  }
  return { rule: ADMINISTRATORS_ONLY, params: {} };
}

export function authorize(services: Services, rules = ADMIN_ROUTE_RULES): RequestHandler {
  const compiled = compile(rules);
  return async (req: Request, _res, next) => {
    const { rule, params } = ruleFor(compiled, req.method, req.path);
    await services.permissions.authorize(req.viewer, rule, { id: params.id, input: req.body });
    next();
  };
}
