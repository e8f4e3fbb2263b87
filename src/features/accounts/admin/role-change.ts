import type { Role } from '../../../platform/auth/roles'
import { accountsText, type AccountsText } from './text'

/** The question asked before a role changes; a promotion to Administrator says in words what it gives. In the panel's language (`t`). */
export function roleChangeQuestion(name: string, from: Role, to: Role, t: AccountsText = accountsText.en): string {
  if (to === 'administrator') return t.makeAdministrator(name)
  return t.changeRole(name, t.roles[from], t.roles[to], t.scope[to])
}
