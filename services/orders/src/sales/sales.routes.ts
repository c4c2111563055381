import { adminOnly } from '@shop/platform';
import { SalesExportQuerySchema, SalesQuerySchema, SalesReportSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesCsv } from './sales-csv.js';
import type { SalesService } from './sales.service.js';

export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  app.get(
    '/api/sales',
    { onRequest: adminOnly, schema: { querystring: SalesQuerySchema, response: { 200: SalesReportSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return sales.report(request.query);
    },
  );

  app.get(
    '/api/sales/export',
    { onRequest: adminOnly, schema: { querystring: SalesExportQuerySchema } },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const csv = salesCsv(await sales.report(query), table);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="sales-${table}-${query.from}-to-${query.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
