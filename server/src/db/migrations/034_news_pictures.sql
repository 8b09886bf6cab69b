-- A news story's picture says what it shows in both languages (issue 36), as a product's pictures do: the
-- story's picture is uploaded from the back office (modules/records/recordImage.service.ts) and its text
-- is the picture's alt on the storefront. Empty: the picture only decorates the story's title beside it.

ALTER TABLE news ADD COLUMN img_alt_en text NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN img_alt_ka text;
