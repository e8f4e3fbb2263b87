import { ROLE_LABELS, type Role } from '../../../platform/auth/roles'

/** What a role may work with, said when a role is about to change. */
const ROLE_SCOPE: Record<Role, string> = {
  administrator: 'everything',
  editor: "the site's content only",
  admissions: 'enquiries only',
  'grievance-committee': "students' grievances only",
}

/** The question asked before a role changes; a promotion to Administrator says in words what it gives. */
export function roleChangeQuestion(name: string, from: Role, to: Role): string {
  if (to === 'administrator') {
    return `Make ${name} an Administrator? An Administrator can do everything: add, suspend and remove staff and change their roles (yours too), read the activity log, set the e-mail alerts, and edit all content, enquiries and grievances.`
  }
  return `Change the role of ${name} from ${ROLE_LABELS[from]} to ${ROLE_LABELS[to]}? They will work with ${ROLE_SCOPE[to]}.`
}
