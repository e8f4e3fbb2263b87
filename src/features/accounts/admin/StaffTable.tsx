import { useState } from 'react'
import { notifyFailure } from '../../../ui/admin/failure'
import { api } from '../../../ui/admin/api'
import { ScrollTable } from '../../../ui/admin/kit'
import { ListState } from '../../../ui/admin/ListState'
import { notify } from '../../../ui/admin/toasts'
import { focusAfterRemoval, focusWhenShown } from '../../../ui/admin/focus'
import type { useList } from '../../../ui/admin/useLoad'
import { ROLES, type Role } from '../../../platform/auth/roles'
import { usePanelCatalogue } from '../../../ui/admin/panel-catalogue'
import { accountsText } from './text'
import type { Account } from '../store'
import { inviteOf, type Invite } from './InviteLink'
import { roleChangeQuestion } from './role-change'

/**
 * The staff list, one row per account: rename in place, change the role (asked first), a new
 * set-password link (to `onInvited`), suspend or reinstate, remove. What the server refuses on
 * one's own account is not offered there.
 */
export function StaffTable({ accounts, userId, onInvited }: { accounts: ReturnType<typeof useList<'/api/admin/accounts'>>; userId: string | undefined; onInvited: (invite: Invite) => void }) {
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null)
  const t = usePanelCatalogue(accountsText)

  /** True when done; a refusal is said and the row is left as it was. */
  async function act(account: Account, method: string, path: string, body?: unknown, confirmText?: string): Promise<boolean> {
    if (confirmText && !window.confirm(confirmText)) return false
    try {
      const res = await api(method, `/api/admin/accounts/${account._id}${path}`, body)
      if (res.body?.link) onInvited(inviteOf(account.name, res.body))
      notify.success(res.body?.message ?? t.done)
      void accounts.reload()
      return true
    } catch (err) {
      notifyFailure(err)
      return false
    }
  }

  /** Rename shows the name's field, focused; Save name and Cancel put focus back on Rename. */
  function startRenaming(account: Account) {
    setRenaming({ id: account._id, name: account.name })
    focusWhenShown(() => document.getElementById(`name-${account._id}`))
  }
  function stopRenaming(account: Account) {
    setRenaming(null)
    focusWhenShown(() => document.getElementById(`rename-${account._id}`))
  }

  async function rename(account: Account) {
    if (!renaming) return
    if (await act(account, 'PUT', '/name', { name: renaming.name })) stopRenaming(account)
  }

  return (
    <ListState state={accounts} errorText={t.loadFailed} emptyText={t.none} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ScrollTable label={t.table} cards>
          <thead>
            <tr>
              <th>{t.name}</th>
              <th>{t.email}</th>
              <th>{t.role}</th>
              <th>{t.state}</th>
              <th>{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((account) => {
              // The server refuses these on one's own account: they are not offered there.
              const own = account._id === userId
              return (
              <tr key={account._id} data-own={own || undefined}>
                <td data-label={t.name}>
                  {renaming?.id === account._id ? (
                    <form
                      className="admin-rename"
                      onSubmit={(event) => {
                        event.preventDefault()
                        void rename(account)
                      }}
                    >
                      <label className="visually-hidden" htmlFor={`name-${account._id}`}>
                        {t.newNameFor(account.name)}
                      </label>
                      <input id={`name-${account._id}`} value={renaming.name} maxLength={120} onChange={(event) => setRenaming({ id: account._id, name: event.currentTarget.value })} />
                      <button type="submit" className="admin-button admin-button--small">
                        {t.saveName}
                      </button>
                      <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => stopRenaming(account)}>
                        {t.cancel}
                      </button>
                    </form>
                  ) : (
                    <>
                      <span translate="no">{account.name}</span>
                      {own && t.you}{' '}
                      <button type="button" id={`rename-${account._id}`} className="admin-link-button" onClick={() => startRenaming(account)}>
                        {t.rename}
                        <span className="visually-hidden">{t.renameWhom(account.name)}</span>
                      </button>
                    </>
                  )}
                </td>
                <td data-label={t.email} translate="no">{account.email}</td>
                <td data-label={t.role}>
                  {own ? (
                    t.roles[account.role]
                  ) : (
                    <>
                      <label className="visually-hidden" htmlFor={`role-${account._id}`}>
                        {t.roleOf(account.name)}
                      </label>
                      <select
                        id={`role-${account._id}`}
                        value={account.role}
                        onChange={(event) => {
                          const role = event.currentTarget.value as Role
                          void act(account, 'PUT', '/role', { role }, roleChangeQuestion(account.name, account.role, role, t))
                        }}
                      >
                        {ROLES.map((value) => (
                          <option key={value} value={value}>
                            {t.roles[value]}
                          </option>
                        ))}
                      </select>
                    </>
                  )}
                </td>
                <td data-label={t.state}>{account.suspended ? t.suspended : account.passwordSet ? t.active : t.linkNotUsed}</td>
                <td className="admin-table__actions">
                  {/* Any account, any time: a forgotten password is mended here too. */}
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    onClick={() =>
                      void act(account, 'POST', '/invite', undefined, account.passwordSet ? t.newLinkQuestion(account.name) : undefined)
                    }
                  >
                    {t.newLink}
                  </button>
                  {own ? null : account.suspended ? (
                    <button type="button" className="admin-button admin-button--small" onClick={() => void act(account, 'POST', '/reinstate')}>
                      {t.reinstate}
                    </button>
                  ) : (
                    <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => void act(account, 'POST', '/suspend', undefined, t.suspendQuestion(account.name))}>
                      {t.suspend}
                    </button>
                  )}
                  {!own && (
                    <button
                      type="button"
                      className="admin-button admin-button--danger admin-button--small"
                      onClick={(event) => {
                        const control = event.currentTarget
                        void act(account, 'DELETE', '', undefined, t.removeQuestion(account.name)).then((done) => done && focusAfterRemoval(control, () => document.getElementById('staff-list-title')))
                      }}
                    >
                      {t.remove}
                    </button>
                  )}
                </td>
              </tr>
              )
            })}
          </tbody>
        </ScrollTable>
      )}
    </ListState>
  )
}
