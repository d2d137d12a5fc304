import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AgentRef, SimulationProfile, SimulationProfileBody } from '../../contract';
import { ArrivalGate } from '../../components/arrival-gate';
import { Page } from '../../components/page';
import { RecordChanges } from '../../components/record-changes';
import { QueryError } from '../../components/query-error';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { profileListOptions } from '../../data/profiles/queries';
import { useCreateProfile, useUpdateProfile } from '../../data/profiles/mutations';
import { ProfileForm } from './components/profile-form';
import { EMPTY_VALUES, valuesOf } from './model/profile-form-state';

/** Names the agent's other profiles already use (trimmed, as the service compares them). */
function useTakenNames(profiles: SimulationProfile[] | undefined, exceptId?: number) {
  return useMemo(
    () => new Set((profiles ?? []).filter((p) => p.id !== exceptId).map((p) => p.name.trim())),
    [profiles, exceptId],
  );
}

const FormSkeleton = () => (
  <Stack gap="sm" aria-busy aria-label="Loading simulation profile">
    <Skeleton height={36} maw={480} />
    <Skeleton height={120} />
  </Stack>
);

const BackToList = ({ agent }: { agent: AgentRef }) => (
  <Anchor component={Link} to={routes.profiles(agent)} size="sm">
    All simulation profiles
  </Anchor>
);

export function ProfileCreatePage() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  const list = useQuery(profileListOptions(agent));
  const taken = useTakenNames(list.data);
  const create = useCreateProfile(agent);
  const title = 'New simulation profile';

  const loading = (
    <Page title={title}>
      <FormSkeleton />
    </Page>
  );
  const settled = () => {
    const listError = list.isError ? list.error : null;
    const routeMissing = isApiError(listError) && listError.isRouteMissing;
    // A refusal about the agent itself (missing, out of reach) is the page's state: no form.
    if (listError && !routeMissing && isApiError(listError) && listError.detail !== null) {
      return (
        <Page title={title}>
          <QueryError
            error={listError}
            title="Could not load the simulation profiles"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
          <BackToList agent={agent} />
        </Page>
      );
    }
    return (
      <Page title={title}>
        <BackToList agent={agent} />
        {listError && !routeMissing && (
          <QueryError
            error={listError}
            title="Could not load the other profiles: names are checked when you save"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        <ProfileForm
          draftTarget={{ ...agent, profileId: 'new' }}
          initial={EMPTY_VALUES}
          takenNames={taken}
          mutation={create}
          submitLabel="Create"
          onSaved={(p) => void navigate(routes.profile(agent, p.id), { replace: true })}
        />
      </Page>
    );
  };
  return (
    <ArrivalGate query={list} loading={loading}>
      {settled}
    </ArrivalGate>
  );
}

export function ProfileEditPage() {
  const agent = useAgentRef();
  const raw = useParams().profileId ?? '';
  const profileId = parseId(raw);
  if (profileId === null) {
    return (
      <Page title="Simulation profile">
        <ProfileNotFound id={raw} agent={agent} />
      </Page>
    );
  }
  return <EditById agent={agent} profileId={profileId} />;
}

function ProfileNotFound({ id, agent }: { id: string | number; agent: AgentRef }) {
  return (
    <>
      <Alert color="red" variant="light" title="Not found" role="alert">
        <Text size="sm">Simulation profile with ID {id} not found</Text>
      </Alert>
      <BackToList agent={agent} />
    </>
  );
}

function EditById({ agent, profileId }: { agent: AgentRef; profileId: number }) {
  const list = useQuery(profileListOptions(agent));
  const updateById = useUpdateProfile(agent);
  const update = {
    mutateAsync: (body: SimulationProfileBody) => updateById.mutateAsync({ id: profileId, body }),
    isPending: updateById.isPending,
  };
  const qc = useQueryClient();
  const taken = useTakenNames(list.data, profileId);
  // The list is the only read of a profile (Part B): read it again, not from the cache.
  const freshRead = async () =>
    (await qc.fetchQuery({ ...profileListOptions(agent), staleTime: 0 })).find((p) => p.id === profileId);
  const profile = list.data?.find((p) => p.id === profileId);
  const draftTarget = { ...agent, profileId };

  const loading = (
    <Page title="Simulation profile">
      <FormSkeleton />
    </Page>
  );
  const settled = () => {
    if (list.isError) {
      if (!(isApiError(list.error) && list.error.isRouteMissing)) {
        return <LoadFailed agent={agent} profileId={profileId} list={list} />;
      }
      // No list, and no read of one profile in the API: the profile can still be replaced by id.
      return (
        <ReplaceUnread profileId={profileId}>
          <ProfileForm
            draftTarget={draftTarget}
            initial={EMPTY_VALUES}
            takenNames={taken}
            mutation={update}
            submitLabel="Save"
          />
        </ReplaceUnread>
      );
    }
    if (!profile) {
      return (
        <Page title="Simulation profile">
          <ProfileNotFound id={profileId} agent={agent} />
        </Page>
      );
    }
    return (
      <Page title={profile.name || 'Simulation profile'}>
        <BackToList agent={agent} />
        <RecordChanges agent={agent} resource="simulation_profile" resourceId={profile.id} />
        <ProfileForm
          key={profile.id}
          draftTarget={draftTarget}
          initial={valuesOf(profile)}
          takenNames={taken}
          mutation={update}
          submitLabel="Save"
          meta={profile}
          freshRead={freshRead}
        />
      </Page>
    );
  };
  return (
    <ArrivalGate query={list} loading={loading}>
      {settled}
    </ArrivalGate>
  );
}

type LoadFailedProps = { agent: AgentRef; profileId: number; list: UseQueryResult<SimulationProfile[]> };

/** The list (the only read of a profile) failed: its error, with a retry. */
function LoadFailed({ agent, profileId, list }: LoadFailedProps) {
  return (
    <Page title="Simulation profile">
      <QueryError
        error={list.error}
        title={`Could not load simulation profile ${profileId}`}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
      <BackToList agent={agent} />
    </Page>
  );
}

/** A server without the list: the form (`children`) replaces the profile's values unseen. */
function ReplaceUnread({ profileId, children }: { profileId: number; children: React.ReactNode }) {
  return (
    <Page title="Simulation profile">
      <Alert color="gray" variant="light" title="Current values cannot be read">
        <Text size="sm">
          This server does not offer a list of simulation profiles, so the current name and fields of profile{' '}
          {profileId} cannot be shown. Saving replaces them with what you enter here.
        </Text>
      </Alert>
      {children}
    </Page>
  );
}
