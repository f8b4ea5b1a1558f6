// Types of the two ES modules that validate the storefront's JSON-LD in tests (they ship none): Adobe's
// validator of Google's rich-result requirements, and the extractor whose output it reads.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    /** Where in the data: the root type and index, then each property and type on the way down. */
    path?: { type?: string | string[]; index?: number; property?: string }[];
    fieldNames?: string[];
    rootType?: string;
    dataFormat?: string;
    location?: string;
    source?: string;
  }

  /** Pass schema.org's vocabulary (schemaorg-all-https.jsonld) to check types and properties as well. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export interface Extracted {
    metatags: Record<string, string[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    /** The JSON-LD nodes of the page by their @type. */
    jsonld: Record<string, Record<string, unknown>[]>;
    errors: { message: string; format: string }[];
  }

  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): Extracted;
  }
}
