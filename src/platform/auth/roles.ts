/**
 * Staff roles and what each may do: plain data, read by the server's one guard
 * (src/http/auth-guard.ts) and by the panel to show only what a role may use.
 */
export const ROLES = ['administrator', 'editor', 'admissions', 'grievance-committee'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  admissions: 'Admissions desk',
  'grievance-committee': 'Grievance committee',
}

/**
 * What a route needs. `public`: anyone, no session. `signed-in`: any staff member (their own
 * session and password). The other three are granted by role.
 */
export const PERMISSIONS = ['public', 'signed-in', 'content', 'enquiries', 'accounts', 'grievances', 'grievance-removal', 'grievance-college-steps', 'grievance-committee-steps'] as const
export type Permission = (typeof PERMISSIONS)[number]
export type RolePermission = Exclude<Permission, 'public' | 'signed-in'>

const GRANTS: Record<Role, readonly RolePermission[]> = {
  administrator: ['content', 'enquiries', 'accounts', 'grievances', 'grievance-removal', 'grievance-college-steps'],
  editor: ['content'],
  admissions: ['enquiries'],
  // Students' grievances are confidential: the SGRC's members and Administrators only (docs/decisions/120);
  // the college's steps and the committee's are taken by different roles (docs/decisions/177).
  'grievance-committee': ['grievances', 'grievance-committee-steps'],
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** True when a signed-in member of this role may use a route that needs `permission`. */
export function roleCan(role: Role, permission: Permission): boolean {
  if (permission === 'public' || permission === 'signed-in') return true
  return GRANTS[role].includes(permission)
}

/** The 403 message: what was refused and who may do it. */
export const FORBIDDEN_MESSAGES: Record<RolePermission, string> = {
  content: "Your role does not allow changing the site's content. Ask an Administrator or an Editor.",
  enquiries: 'Your role does not allow working with enquiries. Ask an Administrator or the Admissions desk.',
  accounts: 'Only an Administrator can manage staff accounts and e-mail alerts, and read the activity log.',
  grievances: "Your role does not allow reading students' grievances. Ask an Administrator or the Grievance committee.",
  'grievance-removal': 'Only an Administrator can delete a grievance or bring one back.',
  'grievance-college-steps': "Referring a grievance with the college's comments, recording an appeal and closing are the college's steps: an Administrator takes them.",
  'grievance-committee-steps': "The SGRC's report and decision are the committee's steps: a member of the Grievance committee takes them.",
}

/** The 401 of a session ended by a suspension (issue 30, item 3): the person is told why, not "expired". */
export const SUSPENDED_BY_ADMINISTRATOR = 'Your account was suspended by an Administrator.'

/** What a person demoted (or promoted) while signed in is told on their next refused request. */
export function roleChangedText(role: Role): string {
  return `Your role changed to ${ROLE_LABELS[role]}.`
}
