import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { organisationRef } from '../../../commands/organisations';
import { firstOpenable } from '../../../commands/route-table';
import { todayKey } from '../../../domain/dates';
import { BILLING_MODELS, ORGANISATION_STYLE_NAMES, ORGANISATION_TYPES, SECTORS } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import {
  BILLING_MODEL_LABELS,
  ORGANISATION_STYLE_LABELS,
  ORGANISATION_TYPE_LABELS,
  SECTOR_LABELS,
} from '../../../domain/labels/organisations';
import { mayManageStyles, PUBLISHERS_RIGHT } from '../../../domain/organisation-access';
import { can, isSuperuser } from '../../../domain/rights';
import {
  billingIssues,
  normaliseOrganisation,
  type Organisation,
  OrganisationBodySchema,
  type OrganisationStyle,
} from '../../../domain/schemas/organisation';
import { principalOf, useCurrentAdministrator } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import {
  organisationOptions,
  stylesOptions,
  useOrganisation,
  useSaveOrganisation,
} from '../../api/organisations';
import { Checkbox, MultiSelect, Select } from '../../kit/form/choice-fields';
import { DateField } from '../../kit/form/date-fields';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { NumberField, TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { Page } from '../../kit/page';
import { useEntityInView } from '../../palette/palette-context';

const editRoute = getRouteApi('/organisaties/$id/edit');
const NO_STYLE = '';

/** /organisaties/new */
export function OrganisationNewScreen() {
  return <OrganisationForm organisation={null} styles={[]} />;
}

/** /organisaties/{id}/edit */
export function OrganisationEditScreen() {
  const { id } = editRoute.useParams();
  const organisation = useOrganisation(id);
  const styles = useSuspenseQuery(stylesOptions(useApi(), id)).data;
  useEntityInView(organisationRef(organisation));
  return <OrganisationForm key={organisation.updatedAt} organisation={organisation} styles={styles} />;
}

/**
 * The organisation form with every field and rule of spec 001 §2, §4, §5: types other than School
 * need the publishers-and-distributors right; billing fields for superusers and publishers only;
 * unticking Uitgever clears billing; a price clears the percentage and vice versa; arp gets today.
 */
function OrganisationForm({
  organisation,
  styles,
}: {
  organisation: Organisation | null;
  styles: OrganisationStyle[];
}) {
  const api = useApi();
  const me = useCurrentAdministrator();
  const principal = { rechten: me.rol.rechten };
  const navigate = useNavigate();
  const save = useSaveOrganisation(organisation?.id ?? null);
  const showsBilling = isSuperuser(principal);
  const showsStyle = mayManageStyles(principal);
  const typeOptions = optionsOf(
    can(principal, PUBLISHERS_RIGHT) ? ORGANISATION_TYPES : (['School'] as const),
    ORGANISATION_TYPE_LABELS,
  );
  const currentStyle = styles[0] ?? null;
  const [style, setStyle] = useState<string>(currentStyle?.name ?? NO_STYLE);
  const form = useSchemaForm({
    schema: OrganisationBodySchema,
    reload: useReloadItem(organisation ? organisationOptions(api, organisation.id).queryKey : null),
    initial: {
      esn: organisation?.esn ?? '',
      name: organisation?.name ?? '',
      type: (organisation?.type ?? ['School']) as (typeof ORGANISATION_TYPES)[number][],
      websiteUrl: organisation?.websiteUrl ?? '',
      abonnementUrl: organisation?.abonnementUrl ?? '',
      brin: organisation?.brin ?? '',
      instellingBrin: organisation?.instellingBrin ?? '',
      sector: organisation?.sector ?? '',
      city: organisation?.city ?? '',
      verified: organisation?.verified ?? false,
      arp: organisation?.arp ?? false,
      arpSince: organisation?.arpSince ?? '',
      askForVolledigeNaam: organisation?.askForVolledigeNaam ?? false,
      billingModel: (organisation?.billingModel ?? null) as (typeof BILLING_MODELS)[number] | null,
      billingPrice: organisation?.billingPrice ?? null,
      billingPercentage: organisation?.billingPercentage ?? null,
      restrictedTo: organisation?.restrictedTo ?? '',
      portalId: organisation?.portalId ?? '',
      externId: organisation?.externId ?? '',
      ...(organisation ? { updatedAt: organisation.updatedAt } : {}),
    },
    onSubmit: async (body) => {
      if (showsBilling) {
        const [issue] = billingIssues(body);
        if (issue) throw new ApiError(400, issue.message, [issue]);
      }
      const changesStyle = showsStyle && style !== NO_STYLE && style !== currentStyle?.name;
      return save.mutateAsync({
        body,
        ...(changesStyle ? { style: { id: currentStyle?.id ?? null, name: style } } : {}),
      });
    },
    onSuccess: (saved) =>
      navigate({
        href: firstOpenable(principalOf(me), [`/organisaties/${saved.id}/extended-view`, '/organisaties']),
      }),
  });
  const values = form.values;
  const isPublisher = (values.type ?? []).includes('Uitgever');
  /** Applies the rules of spec 001 §4 after a change. */
  const settle = (patch: Partial<typeof values>) =>
    form.setValues((current) => {
      const next = { ...current, ...patch };
      const settled = normaliseOrganisation(
        {
          ...next,
          type: next.type ?? [],
          arp: next.arp ?? false,
          arpSince: next.arpSince || null,
          billingModel: next.billingModel ?? null,
          billingPrice: next.billingPrice ?? null,
          billingPercentage: next.billingPercentage ?? null,
        },
        todayKey(),
      );
      return { ...settled, arpSince: settled.arpSince ?? '' };
    });
  const title = organisation ? 'Organisatie bewerken' : 'Organisatie toevoegen';
  const styleOptions = [
    ...(currentStyle ? [] : [{ value: NO_STYLE, label: 'Geen stijl' }]),
    ...ORGANISATION_STYLE_NAMES.map((name) => ({
      value: name,
      label: name === 'THIEME' ? `${ORGANISATION_STYLE_LABELS[name]} (TM)` : ORGANISATION_STYLE_LABELS[name],
    })),
  ];

  return (
    <Page title={title} subtitle={organisation?.name}>
      <SchemaForm
        form={form}
        label={title}
        cancelTo="/organisaties"
        className="grid max-w-4xl gap-4 md:grid-cols-2"
      >
        <TextField label="ESN" required maxLength={160} {...form.bind('esn')} />
        <TextField label="Naam" required maxLength={255} {...form.bind('name')} />
        <MultiSelect
          label="Type"
          required
          options={typeOptions}
          value={values.type ?? []}
          name="type"
          error={form.errorOf('type')}
          onChange={(type) => settle({ type: type as (typeof ORGANISATION_TYPES)[number][] })}
        />
        <Select
          label="Sector"
          required
          options={optionsOf(SECTORS, SECTOR_LABELS)}
          {...form.bind('sector')}
        />
        <TextField label="Website" maxLength={255} {...form.bind('websiteUrl')} />
        <TextField label="Abonnement-URL" maxLength={255} {...form.bind('abonnementUrl')} />
        <TextField label="BRIN" maxLength={10} {...form.bind('brin')} />
        <TextField label="Instelling-BRIN" maxLength={10} {...form.bind('instellingBrin')} />
        <TextField label="Plaats" maxLength={255} {...form.bind('city')} />
        {showsStyle ? (
          <Select
            label="Stijl"
            name="style"
            options={styleOptions}
            value={style}
            onChange={setStyle}
            hint={`Afkorting: ${style === 'THIEME' ? 'TM' : 'geen'}`}
          />
        ) : null}
        <Checkbox label="Geverifieerd" {...form.bind('verified')} />
        <Checkbox label="Vraag om volledige naam" {...form.bind('askForVolledigeNaam')} />
        <Checkbox
          label="ARP"
          name="arp"
          value={values.arp ?? false}
          onChange={(arp) => settle({ arp })}
          error={form.errorOf('arp')}
        />
        <DateField label="ARP sinds" {...form.bind('arpSince')} />
        {showsBilling && isPublisher ? (
          <fieldset className="grid gap-4 rounded border border-slate-300 p-3 md:col-span-2 md:grid-cols-3">
            <legend className="px-1 text-sm font-semibold">Facturatie</legend>
            <Select
              label="Facturatiemodel"
              name="billingModel"
              required
              options={optionsOf(BILLING_MODELS, BILLING_MODEL_LABELS)}
              value={values.billingModel ?? ''}
              error={form.errorOf('billingModel')}
              onChange={(model) =>
                settle({ billingModel: (model || null) as (typeof BILLING_MODELS)[number] | null })
              }
            />
            {values.billingModel === 'Percentage' ? (
              <NumberField label="Percentage" required {...form.bind('billingPercentage')} />
            ) : null}
            {values.billingModel === 'Vaste Prijs' ? (
              <NumberField label="Prijs (in centen)" required {...form.bind('billingPrice')} />
            ) : null}
          </fieldset>
        ) : null}
        <TextField label="Beperkt tot" maxLength={255} {...form.bind('restrictedTo')} />
        <TextField label="Portal-ID" maxLength={255} {...form.bind('portalId')} />
        <TextField label="Extern ID" maxLength={255} {...form.bind('externId')} />
        <div className="md:col-span-2">
          <FormActions />
        </div>
      </SchemaForm>
    </Page>
  );
}
