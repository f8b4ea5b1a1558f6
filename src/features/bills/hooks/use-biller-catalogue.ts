import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../routing';
import {
  GET_BILLER_CATEGORIES,
  GET_BILLERS,
  type Biller,
  type BillerCategoriesData,
  type BillerCategory,
  type BillersData,
} from '../api/bills.graphql';
import { isWholeSection } from '../category-links';
import { CATEGORY_PARAM } from '../constants';

const present = <T>(list: readonly (T | null)[] | null | undefined): T[] =>
  (list ?? []).filter((item): item is T => item !== null);

export interface BillerCatalogueView {
  loading: boolean;
  error: boolean;
  retry: () => void;
  categories: BillerCategory[];
  /** The category of ?p=, when it is one. */
  category: BillerCategory | null;
  /** ?p= when it names no category (shown with the categories, never a crash). */
  unknownSegment: string | null;
  billersLoading: boolean;
  billersError: boolean;
  billers: Biller[];
  biller: Biller | null;
  chooseBiller: (id: string) => void;
}

/** /setu?p={segment}: the categories, the chosen category's billers, and the chosen biller. */
export function useBillerCatalogue(title: string): BillerCatalogueView {
  usePageTitle(title);
  const [search] = useSearchParams();
  const segment = (search.get(CATEGORY_PARAM) ?? '').trim();
  const categoriesQuery = useQuery<BillerCategoriesData>(GET_BILLER_CATEGORIES);
  const categories = present(categoriesQuery.data?.billerCategories);
  const category = categories.find((c) => c.segment === segment) ?? null;
  const billersQuery = useQuery<BillersData>(GET_BILLERS, {
    variables: { category: segment },
    skip: !category,
  });
  const billers = present(billersQuery.data?.billers);
  // The choice belongs to its category: another ?p= starts again (with the only biller, if just one).
  const [chosen, setChosen] = useState<{ segment: string; id: string } | null>(null);
  const chosenId = chosen?.segment === segment ? chosen.id : billers.length === 1 ? billers[0]!.id : '';
  return {
    loading: categoriesQuery.loading && !categoriesQuery.data,
    error: Boolean(categoriesQuery.error) && !categoriesQuery.data,
    retry: () => void categoriesQuery.refetch().catch(() => {}),
    categories,
    category,
    unknownSegment: !isWholeSection(segment) && categoriesQuery.data && !category ? segment : null,
    billersLoading: billersQuery.loading && !billersQuery.data,
    billersError: Boolean(billersQuery.error) && !billersQuery.data,
    billers,
    biller: billers.find((b) => b.id === chosenId) ?? null,
    chooseBiller: (id) => setChosen({ segment, id }),
  };
}
