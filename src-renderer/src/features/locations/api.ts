import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationBody, Location, UpdateLocationBody } from '../../../../server/contract/locations';
import { ROUTES } from '../../../../server/contract/routes';
import { api } from '../../api/client';
import { recordVersion } from '../../api/organization';
import { uploadWithProgress } from '../../api/upload';

// Locations (organization/locations): every member reads them; writes need manage_locations.
const { locations, treatments } = ROUTES;

const locationsKey = ['locations'] as const;
/** Under the services prefix, so a change to the service menu refreshes the Services tab too. */
const serviceMenuKey = ['services', 'menu-by-category'] as const;

export function useLocations() {
  return useQuery({
    queryKey: locationsKey,
    queryFn: ({ signal }) => api.call(locations.list, { signal }),
  });
}

/** Each active category with its active services: what a location may offer. */
export function useServiceMenu() {
  return useQuery({
    queryKey: serviceMenuKey,
    queryFn: ({ signal }) => api.call(treatments.categories, { signal }),
  });
}

export function useRefreshLocations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locationsKey });
}

/** Puts a location the server answered into the list at once (a dialog reads its photos from there). */
function usePutInList() {
  const queryClient = useQueryClient();
  return (saved: Location) =>
    queryClient.setQueryData<Location[]>(locationsKey, (list) => {
      if (!list) return list;
      return list.some((location) => location.id === saved.id)
        ? list.map((location) => (location.id === saved.id ? saved : location))
        : [...list, saved];
    });
}

export function useCreateLocation() {
  const refresh = useRefreshLocations();
  const put = usePutInList();
  return useMutation({
    mutationFn: (body: CreateLocationBody) => api.call(locations.create, { body }),
    onSuccess: put,
    onSettled: () => void refresh(),
  });
}

export function useUpdateLocation() {
  const refresh = useRefreshLocations();
  const put = usePutInList();
  return useMutation({
    mutationFn: ({ location, changes }: { location: Location; changes: UpdateLocationBody }) =>
      api.call(locations.update, {
        params: { id: location.id },
        body: changes,
        ifMatch: recordVersion(location.version),
      }),
    onSuccess: put,
    onSettled: () => void refresh(),
  });
}

export function useDeleteLocation() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: (location: Location) =>
      api.call(locations.remove, { params: { id: location.id }, ifMatch: recordVersion(location.version) }),
    onSettled: () => void refresh(),
  });
}

/** One photo, field `file`, with its progress; the caller sends several one after another. */
export function uploadLocationPhoto(locationId: string, file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress(locations.uploadPhoto, { params: { id: locationId }, body, onProgress });
}

export function useDeletePhoto() {
  const refresh = useRefreshLocations();
  return useMutation({
    mutationFn: ({ locationId, photoId }: { locationId: string; photoId: string }) =>
      api.call(locations.removePhoto, { params: { id: locationId, photoId } }),
    onSettled: () => void refresh(),
  });
}

export function useSetMainPhoto() {
  const refresh = useRefreshLocations();
  const put = usePutInList();
  return useMutation({
    mutationFn: ({ locationId, photoId }: { locationId: string; photoId: string }) =>
      api.call(locations.setMainPhoto, { params: { id: locationId, photoId } }),
    onSuccess: put,
    onSettled: () => void refresh(),
  });
}
