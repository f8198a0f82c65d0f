import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { todayKey } from '../../../domain/dates';
import type { TLinkLicenseState } from '../../../domain/enums';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import { DEFAULT_DISTRIBUTOR } from '../../../domain/product';
import type { AdminPrincipal } from '../../../domain/rights';
import { can } from '../../../domain/rights';
import {
  AMOUNT_TO_CREATE_INPUT_MAX,
  TLINK_DISABLED_FORM_STATES,
  TLINK_FORM_STATES,
} from '../../../domain/schemas/tlink';
import { ENDING_STATES, isEndingState, prefillDates } from '../../../domain/tlink-rules';
import { useApi } from '../../api/api-context';
import { lookupProducts, productOption, productOptions } from '../../api/tlinks-lookups';
import { AccountLookup } from '../../kit/account-lookup';
import { Checkbox, Select } from '../../kit/form/choice-fields';
import { DateField } from '../../kit/form/date-fields';
import { FormActions } from '../../kit/form/form-actions';
import { NumberField, TextField } from '../../kit/form/text-fields';
import type { BoundField, SchemaForm } from '../../kit/form/use-schema-form';
import { type LookupOption, LookupSelect } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';

/** What the licence form edits (the create form adds amountToCreate). */
export type TlinkFormValues = {
  product: number | '';
  organisation: number | '' | null;
  account: number | '' | null;
  distributor: number | '' | null;
  startDate: string;
  endDate: string;
  referenceId: string;
  licenseState: TLinkLicenseState;
  amount: number;
  autoRenew: boolean;
  updatedAt?: string;
  amountToCreate?: string;
};

export const ENDS_NOW_HINT = 'Bij opslaan wordt de einddatum nu: de licentie eindigt.';

/** The state select: every form state, RESERVED and PREACTIVE shown but disabled (spec 001 §4). */
function StateSelect({
  field,
  current,
}: {
  field: BoundField<TLinkLicenseState>;
  current: TLinkLicenseState;
}) {
  const isFormState = (state: TLinkLicenseState) => TLINK_FORM_STATES.includes(state as never);
  const states: readonly TLinkLicenseState[] = isFormState(current)
    ? TLINK_FORM_STATES
    : [current, ...TLINK_FORM_STATES];
  const options = states.map((state) => ({
    value: state,
    label: TLINK_STATE_LABELS[state],
    disabled: TLINK_DISABLED_FORM_STATES.includes(state) || !isFormState(state),
  }));
  return (
    <Select
      label="Status"
      required
      options={options}
      {...field}
      onChange={(state) => field.onChange(state as TLinkLicenseState)}
    />
  );
}

type TlinkFormProps = {
  // biome-ignore lint/suspicious/noExplicitAny: the create and the edit schema share these fields.
  form: SchemaForm<any>;
  admin: AdminPrincipal;
  /** The stored state of an existing licence; undefined when creating. */
  storedState?: TLinkLicenseState | undefined;
  initialOptions: {
    product: LookupOption | null;
    organisation: LookupOption | null;
    account: LookupOption | null;
    distributor: LookupOption | null;
  };
};

/** The TLink licence form (spec 001 §2, §4, §5), shared by /tlinks/new and /tlinks/{id}/edit. */
export function TlinkFormFields({ form, admin, storedState, initialOptions }: TlinkFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const values = form.values as TlinkFormValues;
  const setField = form.setField as (path: string, value: unknown) => void;
  const bind = form.bind as unknown as <T>(path: string) => BoundField<T>;
  const [options, setOptions] = useState(initialOptions);
  const [productWarning, setProductWarning] = useState<string | null>(null);
  const isCreate = storedState === undefined;
  const endsNow =
    storedState !== undefined &&
    !isEndingState(storedState) &&
    values.licenseState !== storedState &&
    ENDING_STATES.includes(values.licenseState);

  const chooseProduct = async (option: LookupOption | null) => {
    setOptions((current) => ({ ...current, product: option }));
    setField('product', option ? Number(option.id) : '');
    setProductWarning(null);
    if (!option) return;
    const product = await queryClient.fetchQuery(productOptions(api, Number(option.id)));
    const prefill = prefillDates(product, new Date());
    setField('startDate', prefill.startDate);
    setField('endDate', prefill.endDate);
    setProductWarning(prefill.warning);
  };

  const chooseLink = (key: 'organisation' | 'account' | 'distributor') => (option: LookupOption | null) => {
    setOptions((current) => ({ ...current, [key]: option }));
    setField(key, option ? Number(option.id) : null);
  };

  const changeState = (state: TLinkLicenseState) => {
    setField('licenseState', state);
    if (storedState !== undefined && !isEndingState(storedState) && ENDING_STATES.includes(state))
      setField('endDate', todayKey());
  };
  const stateField = { ...bind<TLinkLicenseState>('licenseState'), onChange: changeState };

  return (
    <div className="grid max-w-4xl grid-cols-1 gap-4 md:grid-cols-2">
      {isCreate ? (
        <TextField
          label="Aantal aan te maken TLinks"
          required
          maxLength={AMOUNT_TO_CREATE_INPUT_MAX}
          hint="1 tot en met 5000"
          {...bind<string>('amountToCreate')}
        />
      ) : null}
      <div className="md:col-span-2">
        <LookupSelect
          label="Product"
          name="product"
          required
          value={options.product}
          error={form.errorOf('product') ?? productWarning ?? undefined}
          onChange={(option) => void chooseProduct(option)}
          fetchOptions={async (query, signal) =>
            (await lookupProducts(api, query, signal)).map(productOption)
          }
        />
      </div>
      <StateSelect field={stateField} current={storedState ?? 'AVAILABLE'} />
      <div className="flex flex-col gap-1">
        <DateField label="Startdatum" required {...bind<string>('startDate')} />
      </div>
      <div className="flex flex-col gap-1">
        <DateField label="Einddatum" required {...bind<string>('endDate')} />
        {endsNow ? <p className="text-sm text-amber-800">{ENDS_NOW_HINT}</p> : null}
      </div>
      <OrganisationLookup
        label="School"
        name="organisation"
        value={options.organisation}
        error={form.errorOf('organisation')}
        onChange={chooseLink('organisation')}
        types={['School']}
      />
      {can(admin, 'gebruikers_inzien') ? (
        <AccountLookup
          label="Account"
          name="account"
          value={options.account}
          error={form.errorOf('account')}
          placeholder="Accountnummer of e-mail"
          onChange={chooseLink('account')}
        />
      ) : null}
      {can(admin, 'organisaties_uitgevers_distributeurs_leskluis') ? (
        <OrganisationLookup
          label="Distributeur"
          name="distributor"
          value={options.distributor}
          error={form.errorOf('distributor')}
          placeholder={`${DEFAULT_DISTRIBUTOR} (standaard)`}
          onChange={chooseLink('distributor')}
          types={['Distributeur']}
        />
      ) : null}
      <TextField
        label="Referentie"
        maxLength={255}
        {...(isCreate ? { hint: 'Leeg: er wordt een unieke referentie gemaakt.' } : {})}
        {...bind<string>('referenceId')}
      />
      <NumberField label="Aantal" {...bind<number | null>('amount')} />
      <Checkbox label="Automatisch verlengen" {...bind<boolean>('autoRenew')} />
      <div className="md:col-span-2">
        <FormActions />
      </div>
    </div>
  );
}
