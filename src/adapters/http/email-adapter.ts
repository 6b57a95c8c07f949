import type { Email, EmailDetail, EmailsMeta } from '../../domain/apps/email'
import type { EmailPort } from '../../ports/email-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

interface ListAnswer {
  emails?: unknown
  emailsMeta?: Partial<EmailsMeta>
}
interface UpdateAnswer {
  emails?: unknown
}
const emailsOf = (value: unknown): Email[] => (Array.isArray(value) ? (value as Email[]) : [])

/** EmailPort over the in-browser mock's `/apps/email/*` endpoints (template-apps §7). */
export function createEmailAdapter(options: PipelineFetchOptions): EmailPort {
  const request = pipelineFetch(options)
  return {
    async listEmails({ q, mailbox, label }) {
      const params = new URLSearchParams()
      if (q.trim() !== '') params.set('q', q.trim())
      // A label view spans every folder but the trash, so it is sent without a folder.
      if (label) params.set('label', label)
      else params.set('folder', mailbox)
      const answer = await request<ListAnswer>('GET', `/apps/email/emails?${params.toString()}`)
      return {
        emails: emailsOf(answer?.emails),
        meta: { inbox: answer?.emailsMeta?.inbox ?? 0, spam: answer?.emailsMeta?.spam ?? 0 },
      }
    },
    async updateEmails(ids, change) {
      const answer = await request<UpdateAnswer>('POST', '/apps/email/update-emails', {
        emailIds: ids,
        dataToUpdate: change,
      })
      return emailsOf(answer?.emails)
    },
    async toggleLabel(ids, label) {
      const answer = await request<UpdateAnswer>('POST', '/apps/email/update-emails-label', {
        emailIds: ids,
        label,
      })
      return emailsOf(answer?.emails)
    },
    getEmail: (id) => request<EmailDetail>('GET', `/apps/email/get-email?id=${encodeURIComponent(id)}`),
    paginateEmail: (id, dir) =>
      request<EmailDetail>('GET', `/apps/email/paginate-email?dir=${dir}&emailId=${encodeURIComponent(id)}`),
  }
}
