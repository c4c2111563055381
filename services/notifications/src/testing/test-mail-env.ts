/** The internal token this service (and the services started beside it) holds in these tests. */
export const TEST_INTERNAL_TOKEN = 'notifications-test-internal-token';

/** How this service sends in these tests: to the file's SMTP catcher, as the shop. */
export const testMailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Algorithmic Art Gallery <orders@shop.example.com>',
  SMTP_TIMEOUT_MS: '3000',
});
