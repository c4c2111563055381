import type { RefundNotice } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { renderRefundNotice } from './refund-render.js';

const notice: RefundNotice = {
  orderId: '0f8e2c1a-1111-4222-8333-444455556666',
  customerName: 'Ada <script>',
  customerEmail: 'ada@example.com',
  status: 'partially_refunded',
  source: 'dashboard',
  amount: '16.08',
  orderTotal: '48.24',
  refundedTotal: '16.08',
  lines: [{ title: 'Fox & Hound', quantity: 1 }],
  closedDownloads: ['fox.png'],
};

describe('the refund e-mail', () => {
  it('says what was refunded, how much and which downloads closed, in text and escaped HTML', () => {
    const mail = renderRefundNotice(notice, { shopName: 'Gallery' });
    expect(mail.subject).toBe('Part of your order was refunded: Gallery (order 0f8e2c1a)');
    expect(mail.text).toContain('We refunded $16.08 to your payment method.');
    expect(mail.text).toContain('What was refunded:\n- Fox & Hound');
    expect(mail.text).toContain('Downloads now closed:\n- fox.png');
    expect(mail.text).toContain('Refunded so far: $16.08 of $48.24.');
    expect(mail.html).toContain('Ada &lt;script&gt;');
    expect(mail.html).toContain('<li>Fox &amp; Hound</li>');
    expect(mail.html).not.toContain('<script>');
  });

  it("gives the curator's reason when there is one, escaped in HTML", () => {
    const mail = renderRefundNotice({ ...notice, reason: 'Sent the <wrong> file' }, { shopName: 'Gallery' });
    expect(mail.text).toContain(
      'It usually shows on your statement within 5-10 business days.\nReason: Sent the <wrong> file',
    );
    expect(mail.html).toContain('<p>Reason: Sent the &lt;wrong&gt; file</p>');
    expect(renderRefundNotice({ ...notice, reason: null }, { shopName: 'Gallery' }).text).not.toContain('Reason:');
    expect(renderRefundNotice(notice, { shopName: 'Gallery' }).text).not.toContain('Reason:');
  });

  it('words a charge-back as such', () => {
    const mail = renderRefundNotice(
      { ...notice, status: 'reversed', source: 'chargeback', amount: '48.24', refundedTotal: '48.24' },
      { shopName: 'Gallery' },
    );
    expect(mail.subject).toBe('Your payment was reversed: Gallery (order 0f8e2c1a)');
    expect(mail.text).toContain('Your payment of $48.24 was reversed');
    expect(mail.text).toContain('Every download of this order is now closed.');
  });
});
