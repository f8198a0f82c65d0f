/**
 * The one list screen (issue 20 item 1, decision 445): a list's page header, its search (the filter
 * bar and lookups of its `defineListFilters` declaration), its table and the round buttons below,
 * drawn from the list's declaration. An area's list file declares its columns, filters, row
 * commands and default sort and adds only what is really its own (a dialog, a chart, a lookup).
 * A row's key is its `id` unless `rowKey` says otherwise; the 'new …' button is `addAction(command)`.
 *
 *   const route = getRouteApi('/beheerders');
 *   const columns: Column<Administrator>[] = [...];
 *
 *   export function AdministratorsScreen() {
 *     const list = useListRoute(route, administratorFilters, DEFAULT_ADMINISTRATOR_SORT);
 *     return (
 *       <ListScreen
 *         title="Beheerders"
 *         list={list}
 *         source={useAdministratorListSource(list.filter, list.sort)}
 *         columns={columns}
 *         rowLink={(a) => ({ to: '/beheerders/$id/extended-view', params: { id: a.id } })}
 *         rowEntity={administratorRef}
 *         floating={[addAction(addAdministratorCommand)]}
 *       />
 *     );
 *   }
 */
import type { ReactNode } from 'react';
import type { EntityRef } from '../../commands/command';
import type { RouteLink } from '../../commands/route-link';
import type { ListSource } from '../api/list';
import { useRowCommands } from './entity-commands';
import { type FloatingAction, FloatingActions } from './floating-actions';
import { IdListNote } from './id-list-note';
import { type Column, InfiniteTable, type InfiniteTableProps, type RowCommands } from './infinite-table';
import { ExportButton, type ExportColumn } from './list-export';
import type { FilterDef } from './list-filters';
import type { ListRoute } from './list-route';
import { ListSearchBar } from './list-search-bar';
import { Page } from './page';
import { useNavigateLink } from './use-navigate-link';

/** A list opened from a pasted column (decision 351): the URL key that holds it and its wording. */
export type IdListOfScreen = { key: string; noun: string; all: string };

type Search = { sort?: string | undefined };

type ListPageProps<S extends Search, D extends FilterDef, I extends string> = {
  /** The page's h1 and, unless `tableLabel` says otherwise, the table's accessible name. */
  title: ReactNode;
  /** A line under the title: what the list is for (the school and year a balance is of). */
  subtitle?: ReactNode;
  /** The search bar's accessible name; `${title} zoeken` by default. */
  searchLabel: string;
  list: ListRoute<S, object, D, I>;
  /** Buttons on the title row (reserve, import, a switch), before the export. */
  actions?: ReactNode;
  /** A pasted column (decision 351); several when the list reads more than one kind (ids or e-mails). */
  idList?: IdListOfScreen | readonly IdListOfScreen[];
  /** Controls above the search (a publisher lookup, the last created codes). */
  top?: ReactNode;
  children: ReactNode;
};

/** A list's page without its table: header, pasted-ids note and search; the report screens' frame. */
export function ListPage<S extends Search, D extends FilterDef, I extends string>(
  props: ListPageProps<S, D, I>,
) {
  const { title, subtitle, searchLabel, list, actions, top, children } = props;
  const idLists: readonly IdListOfScreen[] = props.idList ? [props.idList].flat() : [];
  const search = list.search as Record<string, unknown>;
  // The note names the pasted column the URL holds; 'all' clears every kind.
  const idList = idLists.find((kind) => Array.isArray(search[kind.key])) ?? idLists[0];
  const pasted = idList ? search[idList.key] : undefined;
  const cleared = Object.fromEntries(idLists.map((kind) => [kind.key, undefined]));
  return (
    <Page title={title} subtitle={subtitle} actions={actions}>
      {top}
      {idList ? (
        <IdListNote
          count={Array.isArray(pasted) ? pasted.length : undefined}
          noun={idList.noun}
          all={idList.all}
          onClear={() => list.setSearch((current) => ({ ...current, ...cleared }))}
        />
      ) : null}
      <ListSearchBar
        label={searchLabel}
        filters={list.filters}
        search={list.search}
        navigate={list.setSearch}
        hidden={list.hidden}
      />
      {children}
    </Page>
  );
}

type TableProps<T> = Omit<InfiniteTableProps<T>, 'rowCommands'> & {
  /** The row's entity: its commands (commands/) make the 'Acties' column and the focused row's keys. */
  rowEntity?: (row: T) => EntityRef;
  /** Buttons before 'Meer acties': 1 for a list whose rows have one command (an order line's resend). */
  rowButtons?: number | undefined;
  /** Where a click on a row, or Enter on it, goes. */
  rowLink?: ((row: T) => RouteLink) | undefined;
  /** What a click or Enter does instead when the row opens on this page (the audit log's details). */
  onRowClick?: ((row: T) => void) | undefined;
};

type PlainTableProps<T> = Omit<TableProps<T>, 'rowEntity' | 'rowButtons'> & { rowCommands?: RowCommands<T> };

/** The list's table; a row opens its link (or what `onRowClick` opens). */
function ListTable<T>({ rowLink, onRowClick, ...props }: PlainTableProps<T>) {
  const navigateLink = useNavigateLink();
  const open = rowLink ? (row: T) => navigateLink(rowLink(row)) : onRowClick;
  return <InfiniteTable {...props} {...(open ? { onRowClick: open } : {})} />;
}

/** The list's table with its rows' commands (a hook, so a component of its own). */
function ListTableWithCommands<T>({
  rowEntity,
  rowButtons,
  ...props
}: TableProps<T> & { rowEntity: (row: T) => EntityRef }) {
  const rowCommands = useRowCommands(rowEntity, rowButtons);
  return <ListTable {...props} rowCommands={rowCommands} />;
}

/** An exported list's columns say what each exports (`csv`): the CSV headers are the columns'. */
type ColumnsAndExport<T> =
  | { columns: readonly Column<T>[]; exportPath?: undefined }
  | {
      columns: readonly ExportColumn<T>[];
      /** 'Exporteren als excel' on the title row: the server job for this collection (spec 000 §7). */
      exportPath: string;
    };

type RowKey = string | number;

/** A row's key is its `id` unless the list says otherwise; a row without an `id` must say. */
type RowKeyOf<T> = T extends { id: RowKey }
  ? { rowKey?: TableProps<T>['rowKey'] }
  : { rowKey: TableProps<T>['rowKey'] };

const idOf = (row: unknown) => (row as { id: RowKey }).id;

export type ListScreenProps<T, S extends Search, D extends FilterDef, I extends string> = Pick<
  TableProps<T>,
  'rowEntity' | 'rowButtons' | 'rowLink' | 'onRowClick' | 'bulk' | 'loadMore'
> &
  RowKeyOf<T> &
  ColumnsAndExport<T> &
  Omit<ListPageProps<S, D, I>, 'searchLabel' | 'children' | 'title'> & {
    title: string;
    /** The table's accessible name when it is not the title (the ECK list under its messages switch). */
    tableLabel?: string;
    searchLabel?: string;
    source: ListSource<T>;
    /** Between the search and the table (a summary, a chart). */
    aboveTable?: ReactNode;
    /**
     * What to choose before the list means anything ('Kies eerst een uitgever.'): given, the text
     * stands where the table would, and the table is not drawn, so nothing is fetched.
     */
    chooseFirst?: string | undefined;
    /** After the table: its dialogs. */
    children?: ReactNode;
    /** The round buttons at the bottom right (commands/). */
    floating?: readonly FloatingAction[];
  };

/** A whole list screen from its declaration: header, search, table, round buttons. */
export function ListScreen<T, S extends Search, D extends FilterDef, I extends string>(
  props: ListScreenProps<T, S, D, I>,
) {
  const { title, list, source, aboveTable, chooseFirst, children, floating, ...rest } = props;
  const table: PlainTableProps<T> = {
    label: props.tableLabel ?? title,
    source,
    columns: props.columns,
    // Only a row type with an `id` may leave rowKey out (RowKeyOf).
    rowKey: rest.rowKey ?? idOf,
    sort: list.sort,
    onSortChange: list.onSortChange,
    hasFilters: list.hasFilters,
    ...(rest.rowLink ? { rowLink: rest.rowLink } : {}),
    ...(rest.onRowClick ? { onRowClick: rest.onRowClick } : {}),
    ...(rest.bulk ? { bulk: rest.bulk } : {}),
    ...(rest.loadMore ? { loadMore: rest.loadMore } : {}),
  };
  // Before the choice there is no list, so nothing to export either.
  const exportButton =
    props.exportPath === undefined || chooseFirst !== undefined ? null : (
      <ExportButton path={props.exportPath} params={list.params} sort={list.sort} columns={props.columns} />
    );
  return (
    <ListPage
      title={title}
      subtitle={props.subtitle}
      searchLabel={props.searchLabel ?? `${title} zoeken`}
      list={list}
      actions={
        props.actions || exportButton ? (
          <>
            {props.actions}
            {exportButton}
          </>
        ) : null
      }
      {...(props.idList ? { idList: props.idList } : {})}
      top={props.top}
    >
      {chooseFirst !== undefined ? (
        <p role="status" className="rounded border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700">
          {chooseFirst}
        </p>
      ) : (
        <>
          {aboveTable}
          {rest.rowEntity ? (
            <ListTableWithCommands {...table} rowEntity={rest.rowEntity} rowButtons={rest.rowButtons} />
          ) : (
            <ListTable {...table} />
          )}
        </>
      )}
      {children}
      {floating ? <FloatingActions actions={floating} /> : null}
    </ListPage>
  );
}
