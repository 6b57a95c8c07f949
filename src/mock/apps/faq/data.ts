/** The FAQ page's five categories (template-apps §3), written for a shipping and parts shop. */
import type { FaqCategory, FaqCategoryKey } from '../../../domain/apps/pages'
export type { FaqCategory, FaqCategoryKey }

export const createFaq = (): Record<FaqCategoryKey, FaqCategory> => ({
  payment: {
    icon: 'credit-card',
    title: 'Payment',
    subtitle: 'Ways to pay, invoices and receipts',
    qandA: [
      {
        question: 'Which payment methods do you accept?',
        ans: 'Bank transfer, major credit cards and PayPal. Wire transfers usually clear within two working days.',
      },
      {
        question: 'Can I pay an invoice in instalments?',
        ans: 'Yes. Partial payments are recorded against the invoice and the remaining balance stays visible until it is settled.',
      },
      {
        question: 'Where do I find my receipts?',
        ans: 'Every payment produces a receipt you can download from the invoice page once the payment is confirmed.',
      },
      {
        question: 'Is my card information stored?',
        ans: 'No. Card details go straight to the payment processor; we keep only the last four digits for reference.',
      },
    ],
  },
  delivery: {
    icon: 'truck',
    title: 'Delivery',
    subtitle: 'Shipping times, tracking and ports',
    qandA: [
      {
        question: 'How long does ocean shipping take?',
        ans: 'Most sailings take four to seven weeks from loading to arrival, depending on the route and transhipments.',
      },
      {
        question: 'How can I track my shipment?',
        ans: 'Open the order and follow the container link: the vessel, the port of discharge and the estimated arrival are shown there.',
      },
      {
        question: 'Do you deliver to inland cities?',
        ans: 'Yes, we arrange inland trucking from the port to most cities; the price is quoted before loading.',
      },
      {
        question: 'What happens if my delivery is delayed?',
        ans: 'We notify you by e-mail with the new estimate. Storage fees caused by carrier delays are not charged to you.',
      },
    ],
  },
  cancellationReturn: {
    icon: 'rotate-ccw',
    title: 'Cancellation & Return',
    subtitle: 'Changing your mind, refunds',
    qandA: [
      {
        question: 'Can I cancel an order before loading?',
        ans: 'Yes, free of charge until the container is booked. After booking, the carrier’s cancellation fee applies.',
      },
      {
        question: 'How do refunds work?',
        ans: 'Refunds go back to the original payment method within ten working days of the cancellation being approved.',
      },
      {
        question: 'Can I return a part that does not fit?',
        ans: 'Unused parts in their original packaging can be returned within 30 days; the return shipping is paid by the buyer.',
      },
    ],
  },
  myOrders: {
    icon: 'package',
    title: 'My Orders',
    subtitle: 'Order status, changes and documents',
    qandA: [
      {
        question: 'How do I see the status of my order?',
        ans: 'Your orders page lists every order with its current status, from purchase through loading to arrival.',
      },
      {
        question: 'Can I change the delivery address of an order?',
        ans: 'Until the bill of lading is issued you can change the consignee and the address from the order page.',
      },
      {
        question: 'Where are the export documents of my order?',
        ans: 'Titles, bills of lading and customs papers appear under the documents tab of the order as soon as they are ready.',
      },
      {
        question: 'Why is my order marked as on hold?',
        ans: 'An order is held while a payment is outstanding or a document is missing; the order page tells you which.',
      },
    ],
  },
  productServices: {
    icon: 'settings',
    title: 'Product & Services',
    subtitle: 'Inspections, insurance and extras',
    qandA: [
      {
        question: 'Do you inspect vehicles before shipping?',
        ans: 'Every vehicle is photographed and checked at the warehouse; the inspection report is attached to the order.',
      },
      {
        question: 'Is cargo insurance included?',
        ans: 'Basic carrier liability is included. Full-value marine insurance can be added to any order for a small premium.',
      },
      {
        question: 'Can you consolidate several vehicles in one container?',
        ans: 'Yes, up to four cars share a 40-foot container, which lowers the freight cost per vehicle.',
      },
    ],
  },
})
