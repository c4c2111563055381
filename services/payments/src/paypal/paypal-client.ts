import { Client, Environment } from '@paypal/paypal-server-sdk';

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /**
   * Send every call (OAuth token included) to this origin instead of api-m.paypal.com; for tests
   * against a local fake. The SDK has no option for it: `Environment` is only Sandbox|Production.
   */
  baseUrl?: string;
  /** Per HTTP attempt. The SDK default is 0, which axios reads as "wait forever". */
  timeoutMs: number;
}

type RequestBuilderFactory = ReturnType<Client['getRequestBuilderFactory']>;

export function createPayPalClient(options: PayPalClientOptions): Client {
  const config = {
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
    },
    // The adapter retries itself (paypal-provider.ts); SDK retries stay off, see the README notes.
    httpClientOptions: { timeout: options.timeoutMs, retryConfig: { maxNumberOfRetries: 0 } },
  };
  if (options.baseUrl === undefined) return new Client(config);

  const base = options.baseUrl.replace(/\/+$/, '');
  // Every controller, including the OAuth one inside the client's token manager, gets its request
  // builders from getRequestBuilderFactory(). Wrapping it lets one request interceptor rewrite the
  // origin of the absolute URL the SDK built. The class lives in this closure because the SDK
  // calls the method from inside its own constructor, before subclass fields would exist.
  class RebasedClient extends Client {
    override getRequestBuilderFactory(): RequestBuilderFactory {
      const inner = super.getRequestBuilderFactory();
      return (...args) => {
        const builder = inner(...args);
        builder.interceptRequest((request) => {
          const url = new URL(request.url);
          return { ...request, url: `${base}${url.pathname}${url.search}` };
        });
        return builder;
      };
    }
  }
  return new RebasedClient(config);
}
