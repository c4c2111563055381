import {
  getCheckoutCountryTaxes,
  getCountryTaxTable,
  putCountryTax,
  type CountryTaxTable,
  type PutCountryTaxBody,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/country-name';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ratePercentNumber } from '../../../lib/tax-rate';
import { COUNTRY_TAX_MESSAGES as M } from '../messages';

const tableKey = [getCountryTaxTable.path] as const;

export function useCountryTaxTable() {
  return useQuery({ queryKey: tableKey, queryFn: async () => callEndpoint(getCountryTaxTable) });
}

export function useSaveCountryTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ countryCode, body }: { countryCode: string; body: PutCountryTaxBody }) =>
      callEndpoint(putCountryTax, { params: { countryCode }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<CountryTaxTable>(tableKey, (table) => {
        const others = (table?.countries ?? []).filter((row) => row.countryCode !== saved.countryCode);
        return { countries: [...others, saved].sort((a, b) => a.countryCode.localeCompare(b.countryCode)) };
      });
      // The checkout's rates follow the table.
      void queryClient.invalidateQueries({ queryKey: [getCheckoutCountryTaxes.path] });
      toast({
        title: M.savedTitle,
        description: M.saved(
          saved.taxName,
          countryName(saved.countryCode),
          ratePercentNumber(saved.rate),
          saved.enabled,
        ),
      });
    },
    onError: (error) => {
      const description = error instanceof ApiError ? error.serverMessage : error.message;
      toast({ title: M.saveFailedTitle, description, variant: 'destructive' });
    },
  });
}
