import { readCsvRecords } from './csv-items';
import { ADTRACTION_ITEMS, ADTRACTION_ROOTS, adtractionFromCsv, adtractionFromXml } from './formats/adtraction';
import { awinFromCsv } from './formats/awin';
import { GOOGLE_ITEMS, GOOGLE_ROOTS, googleFromText, googleFromXml } from './formats/google';
import { TRADEDOUBLER_ITEMS, TRADEDOUBLER_ROOTS, tradedoublerFromXml } from './formats/tradedoubler';
import type { FeedItem } from './item';
import type { ImportReport } from './report';
import type { FeedFormat } from './sniff';
import { firstLine, sniffDelimiter } from './sniff';
import type { OpenedFeed } from './source';
import { readXmlItems } from './xml-items';

/** The items of an opened feed in `format`, one at a time, each as its format states it. */
export async function* feedItems(feed: OpenedFeed, format: FeedFormat, report: ImportReport): AsyncGenerator<FeedItem> {
  const malformed = (line: number, reason: string) => {
    report.itemsRead += 1;
    report.skip(`record at line ${line}`, 'malformed_record', reason);
  };
  const delimiter = sniffDelimiter(firstLine(feed.head));
  switch (format) {
    case 'adtraction-xml':
      for await (const item of readXmlItems(feed.text, ADTRACTION_ITEMS, ADTRACTION_ROOTS))
        yield adtractionFromXml(item);
      return;
    case 'google-xml':
      for await (const item of readXmlItems(feed.text, GOOGLE_ITEMS, GOOGLE_ROOTS)) yield googleFromXml(item);
      return;
    case 'tradedoubler-xml':
      for await (const item of readXmlItems(feed.text, TRADEDOUBLER_ITEMS, TRADEDOUBLER_ROOTS))
        yield tradedoublerFromXml(item);
      return;
    case 'adtraction-csv':
      for await (const record of readCsvRecords(feed.text, delimiter, malformed)) yield adtractionFromCsv(record);
      return;
    case 'google-tsv':
      for await (const record of readCsvRecords(feed.text, delimiter, malformed)) yield googleFromText(record);
      return;
    case 'awin-csv':
      for await (const record of readCsvRecords(feed.text, delimiter, malformed)) yield awinFromCsv(record);
      return;
  }
}
