-- Avatars take the image types the app offers to upload, and no SVG: an SVG is a document
-- that can carry scripts, and avatars are served from the backend's own origin.
update storage.buckets
   set allowed_mime_types = array['image/png', 'image/jpeg', 'image/gif', 'image/webp']
 where id = 'avatars';
