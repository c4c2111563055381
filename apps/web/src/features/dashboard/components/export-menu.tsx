import type { Artwork } from '@shop/contracts';
import { Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { catalogToCsv, catalogToJson, downloadText, exportFilename } from '../lib/export-catalog';
import { DASHBOARD_MESSAGES } from '../messages';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-neutral-100 outline-none data-[highlighted]:bg-neutral-800';

/** Export: the whole catalog as a CSV or JSON download, built in the browser from the artworks list. */
export function ExportMenu({ getArtworks }: { getArtworks: () => Promise<readonly Artwork[]> }) {
  const [isBusy, setIsBusy] = useState(false);

  const run = async (format: 'csv' | 'json') => {
    setIsBusy(true);
    try {
      const artworks = await getArtworks();
      if (artworks.length === 0) {
        toast({ title: DASHBOARD_MESSAGES.exportEmpty, description: DASHBOARD_MESSAGES.exportEmptyDescription });
        return;
      }
      if (format === 'csv') downloadText(exportFilename('csv'), catalogToCsv(artworks), 'text/csv;charset=utf-8');
      else downloadText(exportFilename('json'), catalogToJson(artworks), 'application/json');
    } catch (error) {
      console.error('Catalog export failed', error);
      toast({
        title: DASHBOARD_MESSAGES.exportFailedTitle,
        description: DASHBOARD_MESSAGES.exportFailedDescription,
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" disabled={isBusy}>
          <Download className="h-4 w-4" aria-hidden />
          {/* On a phone the header keeps the icon only; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{DASHBOARD_MESSAGES.export}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-neutral-800 bg-neutral-900 p-1 shadow-xl"
        >
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void run('csv')}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden /> {DASHBOARD_MESSAGES.exportCsv}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void run('json')}>
            <FileJson className="h-4 w-4" aria-hidden /> {DASHBOARD_MESSAGES.exportJson}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
