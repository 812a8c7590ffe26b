package io.github.dipjudge.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The map file's names against the shared name tables ({@code ../shared/data/names/}): every spelling of every
 * province, power and coast in English, simplified Chinese (also as the simplified-Chinese house rules write
 * it), traditional Chinese (also as the traditional-Chinese rules write it) and Russian finds the right thing. Skipped, visibly, without the shared folder.
 */
class NamesCsvTest {
  private final GameMap map = GameMap.standard();

  /** A CSV line split on commas (the name tables quote nothing). */
  private static String[] cells(String line) {
    return line.split(",", -1);
  }

  /** The names in a cell: split on the separator, notes in brackets dropped, blanks dropped. */
  private static List<String> names(String cell, String separatorRegex) {
    List<String> out = new ArrayList<>();
    for (String part : cell.split(separatorRegex)) {
      String s = part.trim();
      // A note in brackets is no name; a bracketed second name ("Австрия (Австро-Венгрия)") is.
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(.*?)\\s*[(（]([^)）]*)[)）]\\s*$").matcher(s);
      if (m.matches()) {
        String head = m.group(1).trim();
        String inner = m.group(2).trim();
        if (!head.isEmpty()) {
          out.add(head);
        }
        if (!inner.isEmpty() && !inner.contains(" ") && inner.codePoints().noneMatch(Character::isDigit)
            && !inner.startsWith("-")) {
          out.add(inner);
        }
        continue;
      }
      if (!s.isEmpty()) {
        out.add(s);
      }
    }
    return out;
  }

  @Test
  void everyProvinceSpellingFindsItsProvince() throws Exception {
    Path csv = SharedData.require("data/names/standard_province_names.csv");
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    String[] header = cells(lines.get(0));
    List<Integer> columns = new ArrayList<>();
    for (int i = 0; i < header.length; i++) {
      if (List.of("english", "zh_Hans", "zh_Hans_in_seed_000", "zh_Hant", "zh_Hant_in_seed_002", "ru")
          .contains(header[i])) {
        columns.add(i);
      }
    }
    assertThat(columns).hasSize(6);
    int checked = 0;
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      String[] row = cells(line);
      Province expected = map.province(row[0]);
      for (int c : columns) {
        for (String name : names(row[c], "\\|")) {
          assertThat(map.province(name)).as("%s (%s)", name, header[c]).isSameAs(expected);
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(350); // 397 spellings in the table as shipped
  }

  @Test
  void everyPowerAndCoastSpellingFindsIt() throws Exception {
    Path csv = SharedData.require("data/names/coasts_and_powers.csv");
    List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
    int checked = 0;
    for (String line : lines.subList(1, lines.size())) {
      String[] row = cells(line);
      String key = row[0];
      for (int c = 1; c < row.length; c++) {
        for (String name : names(row[c], " / ")) {
          if (key.equals(key.toUpperCase()) && !key.isEmpty() && Character.isLetter(key.charAt(0))) {
            assertThat(map.power(name)).as(name).isSameAs(map.power(key));
            checked++;
          } else if (map.findCoast(key).isPresent()) {
            assertThat(map.findCoast(name)).as(name).contains(map.findCoast(key).get());
            checked++;
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(30);
  }
}
